-- `popsplit lsp` under Neovim's built-in LSP client (vim.lsp.start_client, Neovim 0.7): it
-- attaches, shows the server's diagnostics as the buffer is edited (incremental sync), goes to a
-- definition, lists the document's symbols, completes a key and applies a did-you-mean quick fix.
-- No popsplit.nvim here: only what any Neovim user's LSP configuration does.
-- Run: nvim --headless -u editors/nvim/tests/minimal_init.lua -c 'luafile editors/nvim/tests/test_lsp.lua'
local here = vim.fn.fnamemodify(debug.getinfo(1, 'S').source:sub(2), ':p:h') .. '/'
local H = dofile(here .. 'helpers.lua')
local api = vim.api

local file = H.example('navigation-drilldown.json')
vim.cmd('edit ' .. vim.fn.fnameescape(file))
local buf = api.nvim_get_current_buf()
local exited = nil

local client_id = vim.lsp.start_client({
  name = 'popsplit',
  cmd = { H.popsplit, 'lsp' },
  root_dir = H.tmp,
  on_exit = function(code)
    exited = code
  end,
})
H.truthy(client_id, 'the client started')
vim.lsp.buf_attach_client(buf, client_id)

local function client()
  return vim.lsp.get_client_by_id(client_id)
end

local function errors()
  return vim.diagnostic.get(buf, { severity = vim.diagnostic.severity.ERROR })
end

--- The result of a request to the server about the buffer at the 1-based line and 0-based column.
local function ask(method, line, col, extra)
  local params = vim.tbl_extend('force', {
    textDocument = { uri = vim.uri_from_bufnr(buf) },
    position = { line = line - 1, character = col },
  }, extra or {})
  local replies = vim.lsp.buf_request_sync(buf, method, params, 10000)
  H.truthy(replies and replies[client_id], 'a reply to ' .. method)
  H.truthy(not replies[client_id].err, method .. ': ' .. vim.inspect(replies[client_id].err))
  return replies[client_id].result
end

H.test('the client initializes and attaches', function()
  H.wait('initialized', function()
    return client() ~= nil and client().initialized
  end)
  local capabilities = client().server_capabilities
  H.eq('utf-16', capabilities.positionEncoding, 'the position encoding (Neovim 0.7 speaks UTF-16)')
  H.truthy(capabilities.definitionProvider, 'definitionProvider')
  H.truthy(vim.lsp.buf_is_attached(buf, client_id), 'attached to the buffer')
end)

H.test('an edit shows the diagnostic, the quick fix applies the suggestion', function()
  local line, text = H.find_line(buf, '"title": "Inbox"')
  api.nvim_buf_set_lines(buf, line - 1, line, false, { (text:gsub('"title"', '"titel"')) })
  H.wait('the unknown key diagnostic', function()
    return #errors() > 0
  end)
  local d = errors()[1]
  H.eq('unknown key "titel" (did you mean "title"?)', d.message, 'the message')
  H.eq(line - 1, d.lnum, 'the line')
  H.eq(text:find('"title"', 1, true) - 1, d.col, 'the column (the key\'s opening quote)')
  H.eq('popsplit', d.source, 'the source')
  -- The code action offered for it, applied as the editor applies a workspace edit.
  local actions = ask('textDocument/codeAction', line, d.col, {
    range = { start = { line = d.lnum, character = d.col }, ['end'] = { line = d.end_lnum, character = d.end_col } },
    context = { diagnostics = vim.lsp.diagnostic.get_line_diagnostics(buf, d.lnum) },
  })
  H.eq(1, #actions, 'one quick fix')
  H.eq('quickfix', actions[1].kind, 'its kind')
  vim.lsp.util.apply_workspace_edit(actions[1].edit, 'utf-16')
  H.eq(text, api.nvim_buf_get_lines(buf, line - 1, line, false)[1], 'the line as it was')
  H.wait('no diagnostic once fixed', function()
    return #errors() == 0
  end)
end)

H.test('go to definition jumps from a use to the declaration', function()
  local line, text = H.find_line(buf, '"push": "message"')
  local col = text:find('"push": "message"', 1, true) + 10
  api.nvim_win_set_cursor(0, { line, col })
  vim.lsp.buf.definition()
  local declared = H.find_line(buf, '"id": "message"')
  H.wait('the cursor on the declaration', function()
    return api.nvim_win_get_cursor(0)[1] == declared
  end)
  local _, declaration = H.find_line(buf, '"id": "message"')
  H.eq(declaration:find('"message"', 1, true) - 1, api.nvim_win_get_cursor(0)[2], 'the column of the id')
end)

H.test('document symbols list the controller tree', function()
  local symbols = ask('textDocument/documentSymbol', 1, 0)
  local names = vim.tbl_map(function(s)
    return s.name
  end, symbols)
  H.eq({ 'mail', 'message', 'thread', 'toThread' }, names, 'the top-level symbols')
  H.eq('inbox', symbols[1].children[1].name, 'the navigation controller holds its child')
  -- Neovim's own conversion of the symbols (what :lua vim.lsp.buf.document_symbol() lists).
  local items = vim.lsp.util.symbols_to_items(symbols, buf)
  H.truthy(#items > 10, 'every declaration is listed, nested ones included: ' .. #items)
end)

H.test('completion offers the keys a controller takes', function()
  local line, text = H.find_line(buf, '"title": "Inbox"')
  -- The cursor just after the opening quote of a key being typed: `"ti`.
  api.nvim_buf_set_lines(buf, line - 1, line, false, { (text:gsub('"title": "Inbox",', '"ti": 1, "title": "Inbox",')) })
  local col = text:find('"title"', 1, true) + 1
  local result = ask('textDocument/completion', line, col)
  local labels = vim.tbl_map(function(item)
    return item.label
  end, result.items or result)
  H.truthy(vim.tbl_contains(labels, 'navigationItem') == false, 'navigationItem is there already')
  H.truthy(vim.tbl_contains(labels, 'supportedOrientations'), 'a controller key: ' .. table.concat(labels, ' '))
  H.truthy(not vim.tbl_contains(labels, 'title'), 'title is there already')
  api.nvim_buf_set_lines(buf, line - 1, line, false, { text })
end)

H.test('shutdown and exit end the server', function()
  vim.lsp.stop_client(client_id)
  H.wait('the server exits', function()
    return exited ~= nil
  end)
  H.eq(0, exited, 'exit code')
end)

H.finish()
