-- popsplit.nvim with an Interface Builder storyboard as the scene: the preview of the XML buffer,
-- live edits, information and error diagnostics placed in the XML, jumps both ways, hover; a
-- storyboard's companion document (read by the server beside it; open in a buffer, its text as
-- typed, its own mistakes shown on it).
-- Run: nvim --headless -u editors/nvim/tests/minimal_init.lua -c 'luafile editors/nvim/tests/test_storyboard.lua'
local here = vim.fn.fnamemodify(debug.getinfo(1, 'S').source:sub(2), ':p:h') .. '/'
local H = dofile(here .. 'helpers.lua')
local api = vim.api

vim.o.columns, vim.o.lines = 200, 60
local popsplit = require('popsplit').setup({ cmd = { H.popsplit, 'lsp' }, preview_size = 120 })

local file = H.tmp .. '/SplitStaticMaster.storyboard'
vim.fn.writefile(vim.fn.readfile(here .. 'fixtures/SplitStaticMaster.storyboard', 'b'), file, 'b')
vim.cmd('edit ' .. vim.fn.fnameescape(file))
local src = api.nvim_get_current_buf()
local st

local function picture()
  return table.concat(H.buffer_lines(st.preview_buf), '\n')
end

local function replace_in_line(pattern, from, to)
  local line, text = H.find_line(src, pattern)
  api.nvim_buf_set_lines(src, line - 1, line, false, { (text:gsub(from, to)) })
  return line, text
end

H.test(':PopsplitPreview opens a storyboard (the server reads the format from the file name)', function()
  vim.cmd('PopsplitPreview')
  st = popsplit.status(src)
  H.truthy(st and st.preview_buf, 'a preview buffer')
  H.wait('the first picture', function()
    return st.picture ~= nil
  end)
  H.truthy(H.buffer_lines(st.preview_buf)[1]:find('^landscapeRight 1024x768'), 'the orientation the storyboard gives')
  H.truthy(picture():find('Detail view content goes here', 1, true), 'the label of the detail controller')
  H.truthy(picture():find('Apples', 1, true), 'the static row of the master table')
end)

H.test('information diagnostics are placed in the XML at the information level', function()
  H.wait('the diagnostics', function()
    return #vim.diagnostic.get(src) > 0
  end)
  local map_line = H.find_line(src, '<mapView ')
  local found
  for _, d in ipairs(vim.diagnostic.get(src)) do
    H.eq(vim.diagnostic.severity.INFO, d.severity, 'every diagnostic of the storyboard is information: ' .. d.message)
    if d.message:find('mapView') then
      found = d
    end
  end
  H.truthy(found, 'the diagnostic about the map view')
  H.eq(map_line - 1, found.lnum, 'its line: the <mapView> element')
  H.eq('popsplit', found.source, 'source')
end)

H.test('an edit of the XML reloads the scene and redraws the preview', function()
  replace_in_line('Detail view content goes here', 'Detail view content goes here', 'Hello from Neovim')
  H.wait('the edited label in the preview', function()
    return picture():find('Hello from Neovim', 1, true) ~= nil
  end)
  H.eq(api.nvim_buf_get_changedtick(src), st.tick_drawn, 'the picture is of the last change')
end)

H.test('an unclosed element is an error at its line; the preview keeps the last good picture', function()
  local good = H.buffer_lines(st.preview_buf)
  -- The detail label's end tag dropped: the parser finds the mismatch at </subviews>.
  local label_line = H.find_line(src, 'id="dl1%-aa%-bbb"')
  local end_line, text
  for i, l in ipairs(H.buffer_lines(src)) do
    if i > label_line and l:find('^%s*</label>%s*$') then
      end_line, text = i, l
      break
    end
  end
  H.truthy(end_line, 'the end tag of the detail label')
  api.nvim_buf_set_lines(src, end_line - 1, end_line, false, { '' })
  H.wait('an error', function()
    for _, d in ipairs(vim.diagnostic.get(src)) do
      if d.severity == vim.diagnostic.severity.ERROR then
        return true
      end
    end
  end)
  local errors = vim.diagnostic.get(src, { severity = vim.diagnostic.severity.ERROR })
  H.eq(1, #errors, 'one error')
  H.truthy(errors[1].message:find('malformed XML'), errors[1].message)
  H.truthy(errors[1].message:find('label line ' .. label_line, 1, true), 'it names the open element: ' .. errors[1].message)
  local subviews_end
  for i, l in ipairs(H.buffer_lines(src)) do
    if i > end_line and l:find('</subviews>', 1, true) then
      subviews_end = i
      break
    end
  end
  H.eq(subviews_end - 1, errors[1].lnum, 'at the end tag that does not match: </subviews>')
  H.eq('syntax', errors[1].code, 'code')
  H.eq(good, H.buffer_lines(st.preview_buf), 'the preview is unchanged')
  api.nvim_buf_set_lines(src, end_line - 1, end_line, false, { text })
  H.wait('the error gone', function()
    return #vim.diagnostic.get(src, { severity = vim.diagnostic.severity.ERROR }) == 0
      and st.tick_checked == api.nvim_buf_get_changedtick(src)
  end)
end)

H.test(':PopsplitJump in the XML highlights the element under the cursor', function()
  local line = H.find_line(src, 'id="dl1%-aa%-bbb"')
  api.nvim_win_set_cursor(0, { line, 40 })
  vim.cmd('PopsplitJump')
  H.wait('the jump', function()
    return popsplit.last_jump and popsplit.last_jump.from == 'source'
  end)
  H.eq('dl1-aa-bbb', popsplit.last_jump.node, 'the label (its Interface Builder id)')
  H.eq('dl1-aa-bbb', st.highlight, 'highlighted in the preview')
  -- A controller is named by its storyboardIdentifier.
  api.nvim_win_set_cursor(0, { H.find_line(src, 'storyboardIdentifier="detail"'), 20 })
  popsplit.last_jump = nil
  vim.cmd('PopsplitJump')
  H.wait('the jump', function()
    return popsplit.last_jump and popsplit.last_jump.from == 'source'
  end)
  H.eq('detail', popsplit.last_jump.node, 'the controller')
end)

H.test(':PopsplitJump in the preview puts the cursor on the element in the XML', function()
  local win = H.window_of(st.preview_buf)
  local row, text = H.find_line(st.preview_buf, 'Hello from Neovim')
  local byte = text:find('Hello from Neovim', 1, true)
  api.nvim_set_current_win(win)
  api.nvim_win_set_cursor(win, { row, byte - 1 })
  popsplit.last_jump = nil
  vim.cmd('PopsplitJump')
  H.wait('the jump to the source', function()
    return popsplit.last_jump and popsplit.last_jump.from == 'preview'
  end)
  H.eq(src, api.nvim_get_current_buf(), 'the source is current')
  H.eq(H.find_line(src, 'id="dl1%-aa%-bbb"'), popsplit.last_jump.line, 'the line of the <label> element')
  H.eq(H.find_line(src, 'id="dl1%-aa%-bbb"'), api.nvim_win_get_cursor(0)[1], 'the cursor there')
end)

H.test("Neovim's hover names the element under the cursor in the XML", function()
  local line, text = H.find_line(src, 'id="dl1%-aa%-bbb"')
  local replies = vim.lsp.buf_request_sync(src, 'textDocument/hover', {
    textDocument = { uri = vim.uri_from_bufnr(src) },
    position = { line = line - 1, character = text:find('id=') },
  }, 10000)
  local reply = H.truthy(replies and replies[popsplit.status().client_id], 'a reply from the popsplit client')
  local contents = reply.result and reply.result.contents
  local markdown = type(contents) == 'table' and (contents.value or contents[1]) or contents
  H.truthy(type(markdown) == 'string' and markdown:find('dl1-aa-bbb', 1, true), 'the label: ' .. vim.inspect(contents))
end)

-- MasterDetail.storyboard with its companion beside it (examples/storyboards): the companion says
-- the split's delegate implements willHide, so in portrait the split shows its master button and
-- the storyboard has no `defaulted` diagnostic about the delegate.
local md_dir = H.tmp .. '/companion'
vim.fn.mkdir(md_dir, 'p')
local md_file = md_dir .. '/MasterDetail.storyboard'
local md_companion = md_file .. '.popsplit.json'
for _, path in ipairs({ md_file, md_companion }) do
  local from = H.repo .. '/examples/storyboards/' .. vim.fn.fnamemodify(path, ':t')
  vim.fn.writefile(vim.fn.readfile(from, 'b'), path, 'b')
end
local md, md_st, cbuf

local function has_node(id)
  for _, node in ipairs(md_st.layout and md_st.layout.nodes or {}) do
    if node.id == id then
      return true
    end
  end
  return false
end

local function master_button()
  return md_st.layout and md_st.layout.orientation == 'portrait' and has_node('Spl-md-A01.masterButton')
end

local function delegate_defaulted()
  for _, d in ipairs(vim.diagnostic.get(md)) do
    if d.code == 'defaulted' and d.message:find('Spl-md-A01', 1, true) then
      return d
    end
  end
end

local function errors(buf)
  return vim.diagnostic.get(buf, { severity = vim.diagnostic.severity.ERROR })
end

H.test('a storyboard loads with its companion document beside it (the server reads the file)', function()
  vim.cmd('tabnew ' .. vim.fn.fnameescape(md_file))
  md = api.nvim_get_current_buf()
  vim.cmd('PopsplitPreview')
  md_st = popsplit.status(md)
  H.truthy(md_st and md_st.preview_buf, 'a preview buffer')
  H.wait('the first picture', function()
    return md_st.picture ~= nil
  end)
  vim.cmd('PopsplitRotate portrait')
  H.wait("the split's master button in portrait", master_button)
  H.wait('the diagnostics of the storyboard', function()
    return #vim.diagnostic.get(md) > 0
  end)
  H.eq(nil, delegate_defaulted(), 'no defaulted diagnostic about the delegate: the companion says what it does')
end)

H.test('the companion opened in a buffer goes to the server, no scene of its own; its edits reload the storyboard', function()
  vim.cmd('split ' .. vim.fn.fnameescape(md_companion))
  cbuf = api.nvim_get_current_buf()
  H.wait('the companion attached to the language server', function()
    return vim.lsp.buf_is_attached(cbuf, popsplit.status().client_id)
  end)
  H.eq(nil, popsplit.status(cbuf), 'no scene state for the companion')
  local before = #popsplit.messages
  vim.cmd('PopsplitPreview')
  H.eq(nil, popsplit.status(cbuf), 'still none after :PopsplitPreview in it')
  H.truthy(popsplit.messages[before + 1] and popsplit.messages[before + 1]:find('companion document', 1, true),
    'it says why: ' .. tostring(popsplit.messages[before + 1]))
  -- The buffer's text, not the file's: the delegate no longer hides the master, no button.
  local line, text = H.find_line(cbuf, '"implementsWillHide": true')
  api.nvim_buf_set_lines(cbuf, line - 1, line, false, { (text:gsub('true', 'false')) })
  H.wait('the master button gone', function()
    return md_st.layout and md_st.layout.orientation == 'portrait' and not has_node('Spl-md-A01.masterButton')
  end)
  api.nvim_buf_set_lines(cbuf, line - 1, line, false, { text })
  H.wait('the master button back', master_button)
end)

H.test("a mistake in the companion shows on the companion's buffer, not the storyboard's; fixed, it clears", function()
  local line, text = H.find_line(cbuf, '"amend"')
  api.nvim_buf_set_lines(cbuf, line - 1, line, false, { (text:gsub('"amend"', '"amendd"')) })
  H.wait('the error on the companion', function()
    return #errors(cbuf) > 0
  end)
  local d = errors(cbuf)[1]
  H.truthy(d.message:find('companion document: unknown key "amendd"', 1, true), d.message)
  H.eq(line - 1, d.lnum, 'at the misspelt key')
  H.eq(0, #errors(md), 'no error on the storyboard')
  H.truthy(master_button(), 'the storyboard keeps its last good scene')
  api.nvim_buf_set_lines(cbuf, line - 1, line, false, { text })
  H.wait('the error gone', function()
    return #errors(cbuf) == 0
  end)
  H.wait("the split's master button", master_button)
  H.eq(nil, delegate_defaulted(), 'no defaulted diagnostic about the delegate')
end)

H.test('a new language server (:PopsplitRestart) has the companion buffer too: the storyboard loads with its text', function()
  local line, text = H.find_line(cbuf, '"implementsWillHide": true')
  api.nvim_buf_set_lines(cbuf, line - 1, line, false, { (text:gsub('true', 'false')) })
  H.wait('the master button gone', function()
    return md_st.layout and md_st.layout.orientation == 'portrait' and not has_node('Spl-md-A01.masterButton')
  end)
  local old = popsplit.status().client_id
  local from = #popsplit.messages
  vim.cmd('PopsplitRestart')
  local new = popsplit.status().client_id
  H.truthy(new and new ~= old, 'a new client')
  H.truthy(vim.lsp.buf_is_attached(cbuf, new), 'the companion buffer attached to it')
  H.eq(nil, popsplit.status(cbuf), 'still no scene for the companion')
  local said = table.concat(vim.list_slice(popsplit.messages, from + 1), '\n')
  H.truthy(said:find('reopened 3 documents', 1, true), 'two storyboards and the companion: ' .. said)
  -- Restored to portrait; the buffer's text (false), not the file's (true): no master button.
  H.wait('the storyboard back in portrait', function()
    return md_st.layout and md_st.layout.orientation == 'portrait' and has_node('Spl-md-A01')
  end)
  H.truthy(not has_node('Spl-md-A01.masterButton'), "the buffer's companion, not the file's")
end)

H.test("the companion's buffer closed: the file beside the storyboard applies again", function()
  H.truthy(H.find_line(cbuf, '"implementsWillHide": false'), 'the buffer says false')
  vim.cmd('bwipeout! ' .. cbuf) -- not written: the file still says true
  H.wait("the file's companion again: the master button back", master_button)
end)

popsplit.stop()
H.finish()
