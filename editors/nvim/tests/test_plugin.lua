-- popsplit.nvim against the real daemon: preview, live edits, diagnostics, jumps both ways, events,
-- taps, rotation, the page, :checkhealth, option checks.
-- Run: nvim --headless -u editors/nvim/tests/minimal_init.lua -c 'luafile editors/nvim/tests/test_plugin.lua'
local H = dofile(debug.getinfo(1, 'S').source:sub(2):match('(.*/)') .. 'helpers.lua')
local api = vim.api

vim.o.columns, vim.o.lines = 160, 50
local opened_urls = {}
local popsplit = require('popsplit').setup({
  cmd = { H.popsplit, 'lsp' },
  preview_size = 80,
  open_url = function(url)
    table.insert(opened_urls, url)
  end,
})
local methods = H.daemon_methods()

local file = H.example('navigation-drilldown.json')
vim.cmd('edit ' .. file)
local src = api.nvim_get_current_buf()
local st

H.test('commands exist once the plugin is on the runtimepath', function()
  for _, name in ipairs({ 'PopsplitPreview', 'PopsplitBrowser', 'PopsplitRotate', 'PopsplitTap', 'PopsplitEvents',
    'PopsplitJump', 'PopsplitRestart' }) do
    H.eq(2, vim.fn.exists(':' .. name), ':' .. name)
  end
end)

H.test('require("popsplit") keeps its public functions and tables', function()
  for _, name in ipairs({ 'setup', 'status', 'attach', 'preview', 'events', 'rotate', 'tap', 'tap_cursor', 'call', 'jump',
    'browser', 'restart', 'stop' }) do
    H.eq('function', type(popsplit[name]), 'popsplit.' .. name)
  end
  H.eq('string', type(popsplit.version), 'popsplit.version')
  H.eq('table', type(popsplit.messages), 'popsplit.messages')
  H.eq('table', type(popsplit.on_draw), 'popsplit.on_draw')
  H.truthy(require('popsplit.state').public == popsplit, 'the modules read and write the table require() returns')
  H.eq(H.popsplit, popsplit.config.cmd[1], 'the options setup() was given')
end)

H.test('libuv comes from vim.uv where Neovim has it, else vim.loop', function()
  H.truthy(require('popsplit.uv') == (vim.uv or vim.loop), 'popsplit.uv is vim.uv or vim.loop')
  H.truthy(type(require('popsplit.uv').new_timer) == 'function', 'it has timers')
end)

H.test('setup refuses bad options with a message naming them', function()
  local ok, err = pcall(require('popsplit.config').build, { cmd = 'popsplit serve' })
  H.eq(false, ok, 'a string cmd is refused')
  H.truthy(tostring(err):find('cmd: expected a non%-empty list'), 'message names cmd: ' .. tostring(err))
  ok, err = pcall(require('popsplit.config').build, { debounce = 10 })
  H.eq(false, ok, 'an unknown option is refused')
  H.truthy(tostring(err):find('unknown option "debounce"'), tostring(err))
  ok, err = pcall(require('popsplit.config').build, { split = 'diagonal' })
  H.truthy(not ok and tostring(err):find('split: expected one of vertical, horizontal'), tostring(err))
  H.eq({ 'popsplit', 'lsp' }, require('popsplit.config').build({}).cmd, 'the default cmd')
  ok, err = pcall(require('popsplit.config').build, { cmd = { '/opt/popsplit', 'serve' } })
  H.truthy(not ok and tostring(err):find('the plugin runs the language server: /opt/popsplit lsp', 1, true), tostring(err))
end)

H.test('a buffer with no file name is refused with a message', function()
  vim.cmd('enew')
  local said = #popsplit.messages
  vim.cmd('PopsplitPreview')
  H.truthy(#popsplit.messages > said and popsplit.messages[#popsplit.messages]:find('has no file name', 1, true),
    tostring(popsplit.messages[#popsplit.messages]))
  H.eq(1, #api.nvim_list_wins(), 'no preview')
  vim.cmd('buffer ' .. src)
end)

H.test(':PopsplitPreview shows the text picture sized to its window', function()
  vim.cmd('PopsplitPreview')
  st = popsplit.status(src)
  H.truthy(st and st.preview_buf, 'a preview buffer')
  H.wait('the first picture', function()
    return st.picture ~= nil
  end)
  local win = H.window_of(st.preview_buf)
  H.eq(src, api.nvim_get_current_buf(), 'the cursor stays in the source')
  local width, height = api.nvim_win_get_width(win), api.nvim_win_get_height(win)
  local columns, rows = st.grid[1], st.grid[2]
  H.truthy(columns <= width and rows <= height - 1, string.format('%dx%d fits %dx%d', columns, rows, width, height))
  H.truthy(columns == width or rows == height - 1, 'the picture fills the window one way')
  H.eq(H.render_text(H.buffer_lines(src), columns, rows), H.buffer_lines(st.preview_buf), 'the preview')
  H.truthy(H.buffer_lines(st.preview_buf)[1]:find('^portrait 768x1024'), 'portrait')
end)

H.test('the preview is redrawn to the window when it is resized', function()
  local win = H.window_of(st.preview_buf)
  local before = vim.deepcopy(st.grid)
  api.nvim_win_set_width(win, 60)
  vim.cmd('doautocmd WinScrolled')
  H.wait('a picture of another size', function()
    return st.grid[1] ~= before[1]
  end)
  H.truthy(st.grid[1] <= 60, 'at most 60 columns: ' .. st.grid[1])
  H.eq(H.render_text(H.buffer_lines(src), st.grid[1], st.grid[2]), H.buffer_lines(st.preview_buf), 'the preview')
  api.nvim_win_set_width(win, 80)
  vim.cmd('doautocmd WinScrolled')
  H.wait('the old size again', function()
    return st.grid[1] == before[1]
  end)
end)

H.test('an edit redraws the preview', function()
  local before = H.buffer_lines(st.preview_buf)
  local line = H.find_line(src, 'Quarterly report')
  local text = api.nvim_buf_get_lines(src, line - 1, line, false)[1]
  api.nvim_buf_set_lines(src, line - 1, line, false, { (text:gsub('Quarterly report', 'Yearly summary')) })
  H.wait('the edited title in the preview', function()
    return table.concat(H.buffer_lines(st.preview_buf), '\n'):find('Yearly summary') ~= nil
  end)
  H.truthy(not vim.deep_equal(before, H.buffer_lines(st.preview_buf)), 'the picture changed')
  H.eq(H.render_text(H.buffer_lines(src), st.grid[1], st.grid[2]), H.buffer_lines(st.preview_buf), 'the preview')
  H.eq(api.nvim_buf_get_changedtick(src), st.tick_drawn, 'the picture is of the last change')
end)

H.test('a broken edit is a diagnostic at the key; the preview keeps the last good picture', function()
  local good = H.buffer_lines(st.preview_buf)
  local line, text = H.find_line(src, '"title": "Inbox"')
  local col = text:find('"title"') - 1
  api.nvim_buf_set_lines(src, line - 1, line, false, { (text:gsub('"title": "Inbox"', '"titel": "Inbox"')) })
  H.wait('a diagnostic', function()
    return #vim.diagnostic.get(src) > 0
  end)
  local d = vim.diagnostic.get(src)[1]
  H.eq(line - 1, d.lnum, 'line')
  H.eq(col, d.col, 'column: the opening quote of the key')
  H.eq(vim.diagnostic.severity.ERROR, d.severity, 'severity')
  H.eq('popsplit', d.source, 'source')
  H.eq('unknownKey', d.code, 'code')
  H.truthy(d.end_lnum > d.lnum or d.end_col > d.col, 'a range, not a point')
  H.truthy(d.message:find('unknown key "titel"'), d.message)
  H.eq(good, H.buffer_lines(st.preview_buf), 'the preview is unchanged')
  -- Fixed again: the diagnostic goes away.
  api.nvim_buf_set_lines(src, line - 1, line, false, { text })
  H.wait('no diagnostics', function()
    return #vim.diagnostic.get(src) == 0 and st.tick_checked == api.nvim_buf_get_changedtick(src)
  end)
end)

H.test('a diagnostic past a multi-byte character is placed in bytes', function()
  local line, text = H.find_line(src, '"title": "Thread"')
  local edited = text:gsub('"title": "Thread"', '"title": "Fäden 😀", "colour": 1')
  api.nvim_buf_set_lines(src, line - 1, line, false, { edited })
  H.wait('a diagnostic', function()
    return #vim.diagnostic.get(src) > 0
  end)
  local d = vim.diagnostic.get(src)[1]
  H.eq(line - 1, d.lnum, 'line')
  H.eq(edited:find('"colour"') - 1, d.col, 'byte column of "colour"')
  api.nvim_buf_set_lines(src, line - 1, line, false, { text })
  H.wait('no diagnostics', function()
    return #vim.diagnostic.get(src) == 0 and st.tick_checked == api.nvim_buf_get_changedtick(src)
  end)
end)

H.test(':PopsplitJump in the source highlights the node declared at the cursor', function()
  local line, text = H.find_line(src, '"id": "row2"')
  api.nvim_win_set_cursor(0, { line, (text:find('"title"')) })
  popsplit.last_jump = nil
  vim.cmd('PopsplitJump')
  H.wait('the jump', function()
    return popsplit.last_jump ~= nil
  end)
  H.eq('row2', popsplit.last_jump.node, 'the node')
  H.eq('row2', st.highlight, 'highlighted')
  local cells = H.truthy(st.highlight_cells, 'cells of the highlight')
  local marks = api.nvim_buf_get_extmarks(st.preview_buf, api.nvim_create_namespace('popsplit-highlight'), 0, -1, {})
  H.eq(cells.r1 - cells.r0, #marks, 'one highlighted span per row of the node')
  local rows = table.concat(vim.list_slice(H.buffer_lines(st.preview_buf), cells.r0 + 2, cells.r1 + 1), '\n')
  H.truthy(rows:find('Your order has shipped'), 'the highlighted rows show the node: ' .. rows)
end)

H.test(':PopsplitJump in the preview lands on the declaring line', function()
  local win = H.window_of(st.preview_buf)
  local r = H.find_line(st.preview_buf, 'Yearly summary')
  local _, c = H.buffer_lines(st.preview_buf)[r]:find('Yearly summary')
  api.nvim_set_current_win(win)
  api.nvim_win_set_cursor(win, { r, c - 3 })
  H.eq('row1', select(2, popsplit._preview_target(st)), 'the node under the cursor')
  popsplit.last_jump = nil
  vim.cmd('PopsplitJump')
  H.wait('the jump', function()
    return popsplit.last_jump ~= nil
  end)
  H.eq(src, api.nvim_get_current_buf(), 'in the source')
  local want = H.find_line(src, '"id": "row1"')
  H.eq(want, api.nvim_win_get_cursor(0)[1], 'the line declaring row1')
  local text = api.nvim_buf_get_lines(src, want - 1, want, false)[1]
  H.eq(text:find('{') - 1, api.nvim_win_get_cursor(0)[2], 'the column of its object')
end)

H.test(':PopsplitEvents streams the events; a tap in the preview pushes', function()
  vim.cmd('PopsplitEvents')
  H.truthy(st.events_buf and api.nvim_buf_is_valid(st.events_buf), 'an events buffer')
  H.window_of(st.events_buf)
  local first = table.concat(H.buffer_lines(st.events_buf), '\n')
  H.truthy(first:find('application:didFinishLaunchingWithOptions:'), 'the launch events: ' .. first)
  local count = #H.buffer_lines(st.events_buf)
  -- <CR> on row0 in the preview taps it: its action pushes "message".
  local win = H.window_of(st.preview_buf)
  api.nvim_set_current_win(win)
  local r = H.find_line(st.preview_buf, 'Lunch on')
  api.nvim_win_set_cursor(win, { r + 0, 2 })
  local point, node = popsplit._preview_target(st)
  H.eq('row0', node, 'the node under the cursor: ' .. vim.inspect(point))
  popsplit.last_tap = nil
  vim.api.nvim_feedkeys(vim.api.nvim_replace_termcodes('<CR>', true, false, true), 'x', false)
  H.wait('the tap', function()
    return popsplit.last_tap ~= nil
  end)
  H.eq('push', popsplit.last_tap.action, 'the action')
  H.wait('the push events', function()
    return table.concat(H.buffer_lines(st.events_buf), '\n'):find('navigationController:didShowViewController:animated:') ~= nil
  end)
  H.truthy(#H.buffer_lines(st.events_buf) > count, 'more lines')
  H.wait('the message screen in the preview', function()
    return table.concat(H.buffer_lines(st.preview_buf), '\n'):find('From: Anna') ~= nil
  end)
  vim.cmd('wincmd p')
end)

H.test(':PopsplitTap taps at a point; :PopsplitRotate turns the preview', function()
  api.nvim_set_current_buf(src)
  popsplit.last_tap = nil
  vim.cmd('PopsplitTap 30 1010') -- the trash item pops back
  H.wait('the tap', function()
    return popsplit.last_tap ~= nil
  end)
  H.eq('trash', popsplit.last_tap.hit.id, 'the hit')
  vim.cmd('PopsplitRotate')
  H.wait('a landscape picture', function()
    return (H.buffer_lines(st.preview_buf)[1] or ''):find('^landscapeLeft 1024x768') ~= nil
  end)
  H.eq(H.render_text(H.buffer_lines(src), st.grid[1], st.grid[2])[2] ~= nil, true, 'renders')
  vim.cmd('PopsplitRotate portrait')
  H.wait('portrait again', function()
    return (H.buffer_lines(st.preview_buf)[1] or ''):find('^portrait') ~= nil
  end)
end)

H.test("Neovim's own LSP features work in the document: definition, hover", function()
  api.nvim_set_current_buf(src)
  local clients = vim.tbl_values(vim.lsp.buf_get_clients(src))
  H.eq(1, #clients, 'one LSP client attached')
  H.eq('popsplit', clients[1].name, 'the popsplit client')
  H.eq(popsplit.status().client_id, clients[1].id, "the plugin's client")
  local line, text = H.find_line(src, '"push": "message"')
  api.nvim_win_set_cursor(0, { line, text:find('"push": "message"', 1, true) + 10 })
  vim.lsp.buf.definition()
  local declared, declaration = H.find_line(src, '"id": "message"')
  H.wait('the cursor on the declaration', function()
    return api.nvim_win_get_cursor(0)[1] == declared
  end)
  H.eq(declaration:find('"message"', 1, true) - 1, api.nvim_win_get_cursor(0)[2], 'the column of the id')
  local row1, row1_text = H.find_line(src, '"id": "row1"')
  local replies = vim.lsp.buf_request_sync(src, 'textDocument/hover', {
    textDocument = { uri = vim.uri_from_bufnr(src) },
    position = { line = row1 - 1, character = row1_text:find('row1', 1, true) },
  }, 10000)
  local hover = H.truthy(replies and replies[clients[1].id] and replies[clients[1].id].result, 'a hover')
  H.truthy(hover.contents.value:find('frame in portrait', 1, true), 'the node on screen: ' .. hover.contents.value)
end)

H.test(':PopsplitBrowser opens the preview page; alt-click reveals, the cursor highlights there', function()
  popsplit.last_url = nil
  local said = #popsplit.messages
  vim.cmd('PopsplitBrowser')
  if methods['preview/start'] then
    H.wait('the page', function()
      return #opened_urls > 0
    end)
    H.truthy(opened_urls[1]:find('^http://127%.0%.0%.1:%d+'), opened_urls[1])
    -- A stand-in for the page: it alt-clicks row1 (the daemon sends preview/reveal: the cursor
    -- goes to row1's declaration), then waits for the page highlight of the node at the cursor.
    local output, code = {}, nil
    local job = vim.fn.jobstart({ 'python3', H.repo .. '/editors/tests/page-client.py', opened_urls[1], 'row1', 'row2' }, {
      stdout_buffered = false,
      on_stdout = function(_, data)
        vim.list_extend(output, data)
      end,
      on_exit = function(_, c)
        code = c
      end,
    })
    H.truthy(job > 0, 'the page client runs')
    popsplit.last_jump = nil
    H.wait('the reveal ' .. vim.inspect(output), function()
      return popsplit.last_jump ~= nil and popsplit.last_jump.from == 'preview'
    end, 20000)
    H.eq(src, api.nvim_get_current_buf(), 'in the source')
    H.eq(H.find_line(src, '"id": "row1"'), api.nvim_win_get_cursor(0)[1], 'on the line declaring row1')
    local line, text = H.find_line(src, '"id": "row2"')
    api.nvim_win_set_cursor(0, { line, (text:find('"title"')) })
    vim.cmd('PopsplitJump')
    H.wait('the page highlight ' .. vim.inspect(output), function()
      return code ~= nil
    end, 20000)
    H.eq(0, code, 'the page saw row2 highlighted: ' .. table.concat(output, ' | '))
  else
    H.wait('the message', function()
      return #popsplit.messages > said
    end)
    H.truthy(popsplit.messages[#popsplit.messages]:find('no preview page'), popsplit.messages[#popsplit.messages])
    H.eq(0, #opened_urls, 'nothing opened')
  end
end)

H.test(':checkhealth popsplit reports the language server', function()
  vim.cmd('checkhealth popsplit')
  local text = table.concat(H.buffer_lines(0), '\n')
  H.truthy(text:find('OK:? the language server answers: popsplit'), text)
  H.truthy(text:find('running: pid %d+'), text)
  vim.cmd('bwipeout!')
end)

H.test('a document broken from the start: diagnostics and a note, then the picture once fixed', function()
  local path = H.tmp .. '/broken.json'
  vim.fn.writefile({ '{"popsplit": 1, "root": {"id": "r", "titel": "Hi"}}' }, path)
  vim.cmd('tabnew ' .. path)
  local buf = api.nvim_get_current_buf()
  vim.cmd('PopsplitPreview')
  local bst = popsplit.status(buf)
  H.wait('a diagnostic', function()
    return #vim.diagnostic.get(buf) > 0
  end)
  H.eq(H.buffer_lines(buf)[1]:find('"titel"') - 1, vim.diagnostic.get(buf)[1].col, 'at "titel"')
  H.wait('the note', function()
    return (H.buffer_lines(bst.preview_buf)[1] or ''):find('The document has errors') ~= nil
  end)
  api.nvim_buf_set_lines(buf, 0, -1, false, { '{"popsplit": 1, "root": {"id": "r", "title": "Hi"}}' })
  H.wait('the picture', function()
    return (H.buffer_lines(bst.preview_buf)[1] or ''):find('^portrait') ~= nil
  end)
  H.eq(0, #vim.diagnostic.get(buf), 'no diagnostics')
  vim.cmd('tabclose')
end)

H.test(':PopsplitTap {node} taps a layout node by id, completed from the layout; an unknown id is suggested', function()
  vim.cmd('edit ' .. H.example('split-mail.json'))
  local mail = api.nvim_get_current_buf()
  local mail_st = popsplit.attach(mail)
  H.wait("the scene's layout", function()
    return mail_st.layout ~= nil and mail_st.layout.nodes ~= nil and #mail_st.layout.nodes > 0
  end)
  local function has_node(id)
    for _, node in ipairs(mail_st.layout.nodes) do
      if node.id == id then
        return true
      end
    end
    return false
  end
  H.truthy(not has_node('mailboxes'), 'portrait: the master hides')
  H.eq({ 'mailSplit.masterButton' }, vim.fn.getcompletion('PopsplitTap mailSplit.m', 'cmdline'),
    'the node ids completed')
  H.eq({ 'mailSplit.masterButton' }, vim.fn.getcompletion('PopsplitTap mailsplit.masterb', 'cmdline'),
    'letter case aside')
  H.eq({}, vim.fn.getcompletion('PopsplitTap 10 mail', 'cmdline'), 'no ids for a second argument')
  popsplit.last_tap = nil
  vim.cmd('PopsplitTap mailSplit.masterButton')
  H.wait('the tap', function()
    return popsplit.last_tap ~= nil
  end)
  H.eq('mailSplit.masterButton', popsplit.last_tap.hit.id, 'the hit')
  H.eq('toggleMaster', popsplit.last_tap.action, 'the action')
  H.wait('the master in the layout', function()
    return has_node('mailboxes')
  end)
  local snapshot
  require('popsplit.scenes').request(mail_st, 'scene/snapshot', {}, function(result)
    snapshot = result.snapshot
  end)
  H.wait('the snapshot', function()
    return snapshot ~= nil
  end)
  H.eq({ 'mailSplit' }, snapshot.splitMasterShown, 'the master shows')
  H.truthy(popsplit.messages[#popsplit.messages]:find('tap on mailSplit.masterButton: mailSplit.masterButton (barButtonItem), action toggleMaster', 1, true),
    popsplit.messages[#popsplit.messages])
  local count = #popsplit.messages
  vim.cmd('PopsplitTap mailsplit.masterbutton')
  H.wait('the error said', function()
    return #popsplit.messages > count
  end)
  H.eq("PopsplitTap mailsplit.masterbutton: unknown layout node id 'mailsplit.masterbutton' (did you mean 'mailSplit.masterButton'?)",
    popsplit.messages[#popsplit.messages], 'the daemon message and its suggestion')
  vim.cmd('bwipeout! ' .. mail)
  api.nvim_set_current_buf(src)
end)

H.test(':help popsplit: the tags build and name every command', function()
  local doc = H.tmp .. '/doc'
  vim.fn.mkdir(doc, 'p')
  vim.fn.writefile(vim.fn.readfile(H.repo .. '/editors/nvim/doc/popsplit.txt', 'b'), doc .. '/popsplit.txt', 'b')
  vim.cmd('helptags ' .. doc) -- a duplicate tag is an error (E154)
  local tags = table.concat(vim.fn.readfile(doc .. '/tags'), '\n')
  for _, tag in ipairs({ 'popsplit.txt', ':PopsplitPreview', ':PopsplitBrowser', ':PopsplitRotate', ':PopsplitTap',
    ':PopsplitEvents', ':PopsplitJump', ':PopsplitRestart', 'popsplit.setup()', 'popsplit-cmd', 'popsplit-health' }) do
    H.truthy(tags:find(vim.pesc(tag) .. '\t'), 'tag ' .. tag)
  end
end)

H.test('the delegate questions in words', function()
  local questions = require('popsplit.questions')
  H.eq('Should the popover controller brushPopover dismiss?', questions.text('delegate/popoverControllerShouldDismissPopover',
    { args = { popoverController = 'brushPopover' }, default = true }), 'a popover')
  H.eq('Should the tab bar controller tabs select settings?', questions.text('delegate/tabBarControllershouldSelectViewController',
    { args = { tabBarController = 'tabs', viewController = 'settings' }, default = true }), 'a tab')
  H.eq('Should the split view controller split hide master in portrait?',
    questions.text('delegate/splitViewControllershouldHideViewControllerinOrientation',
      { args = { splitViewController = 'split', viewController = 'master', orientation = 'portrait' }, default = true }),
    'a split view')
  H.eq('Where should the split view controller panes put its split (proposed 400.5, pane area 1024 x 748)?',
    questions.text('delegate/splitViewControllerconstrainSplitPositionsplitViewSize',
      { args = { splitViewController = 'panes', proposedPosition = 400.5, splitViewSize = { 1024, 748 } }, default = 400.5 }),
    'a split position')
  H.eq('someDelegate:shouldDoThis: (thing t1)?', questions.text('delegate/someDelegateshouldDoThis',
    { selector = 'someDelegate:shouldDoThis:', args = { thing = 't1' }, default = true }), 'one it has no words for')
  H.eq({ { answer = false }, 'answered no' }, { questions.answer('no', 'delegate/x', { default = true }) }, "'no'")
  H.eq({ vim.NIL, 'default (400.5)' }, { questions.answer('no', 'delegate/x', { default = 400.5 }) }, "'no' asks no numbers")
end)

H.test('a delegate question reaches Neovim, its answer the daemon; the events pane says it in words', function()
  local function options(questions)
    return { cmd = { H.popsplit, 'lsp' }, preview_size = 80, questions = questions }
  end
  -- The questions are opted in to at initialize: a new server.
  popsplit.setup(options('no'))
  vim.cmd('PopsplitRestart')
  vim.cmd('tabnew ' .. H.example('popover-delegate.json'))
  local buf = api.nvim_get_current_buf()
  vim.cmd('PopsplitPreview')
  vim.cmd('PopsplitEvents')
  local qst = popsplit.status(buf)
  local function popover_shown()
    for _, node in ipairs(qst.layout and qst.layout.nodes or {}) do
      if node.id == 'brushPopover' then
        return true
      end
    end
    return false
  end
  local function events()
    return table.concat(H.buffer_lines(qst.events_buf), '\n')
  end
  H.wait('the picture', function()
    return qst.picture ~= nil
  end)
  api.nvim_set_current_buf(buf)
  vim.cmd('PopsplitTap 80 994') -- the Brush button presents the popover
  H.wait('the popover', popover_shown)
  -- A tap outside it: the delegate is asked; 'no' keeps it.
  popsplit.last_tap = nil
  vim.cmd('PopsplitTap 400 300')
  H.wait('the answer in the events pane', function()
    return events():find('Should the popover controller brushPopover dismiss?  answered no', 1, true) ~= nil
  end)
  H.wait('the tap', function()
    return popsplit.last_tap ~= nil
  end)
  H.truthy(popover_shown(), 'the popover stays: the daemon got the answer')
  H.truthy(not events():find('popoverControllerDidDismissPopover:', 1, true), 'not dismissed')
  -- 'ask' in headless Neovim: confirm() has no screen and takes the default, yes: it goes.
  popsplit.setup(options('ask'))
  vim.cmd('PopsplitRestart')
  H.wait('the popover back after the restart', function()
    return qst.attached and popover_shown() and not qst.restore
  end)
  vim.cmd('PopsplitTap 400 300')
  H.wait('the default answer in the events pane', function()
    return events():find('Should the popover controller brushPopover dismiss?  default (yes)', 1, true) ~= nil
  end)
  H.wait('the popover dismissed', function()
    return not popover_shown() and events():find('popoverControllerDidDismissPopover:', 1, true) ~= nil
  end)
  vim.cmd('tabclose')
end)

H.test("'ask' in a Neovim with a screen: the prompt in words, the key pressed is the answer", function()
  -- A child Neovim in a terminal buffer: a screen, so confirm() prompts; its screen is the buffer.
  local dir = H.tmp .. '/ask'
  vim.fn.mkdir(dir, 'p')
  vim.fn.writefile(vim.fn.readfile(H.repo .. '/examples/scenes/popover-delegate.json', 'b'), dir .. '/popover-delegate.json', 'b')
  vim.cmd('tabnew')
  local term = api.nvim_get_current_buf()
  local tests = H.repo .. '/editors/nvim/tests/'
  local exited
  local job = vim.fn.termopen({ 'nvim', '-u', tests .. 'minimal_init.lua', '-i', 'NONE', '-c', 'luafile ' .. tests .. 'ask.lua',
    'popover-delegate.json' }, {
    cwd = dir,
    on_exit = function(_, code)
      exited = code
    end,
  })
  H.truthy(job > 0, 'the child Neovim runs')
  local function screen()
    return table.concat(H.buffer_lines(term), '\n')
  end
  H.wait('the question on the screen', function()
    return screen():find('popsplit: Should the popover controller brushPopover dismiss?', 1, true) ~= nil
  end, 30000)
  H.truthy(screen():find('(Y)es, (N)o, [D]efault (yes):', 1, true), 'the choices: ' .. screen())
  vim.fn.chansend(job, 'n')
  H.wait('the answer in the events pane on the screen', function()
    return screen():find('Should the popover controller brushPopover dismiss?  answered no', 1, true) ~= nil
  end, 30000)
  vim.wait(300)
  H.truthy(not screen():find('popoverControllerDidDismissPopover:', 1, true), 'the popover stays: ' .. screen())
  vim.fn.chansend(job, '\27:qa!\r')
  H.wait('the child Neovim to quit', function()
    return exited ~= nil
  end)
  vim.cmd('tabclose!')
end)

H.finish()
