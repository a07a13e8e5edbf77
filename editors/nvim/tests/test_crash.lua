-- The crash test: the language server is killed mid-session. The plugin says so, starts it again,
-- reopens the document in the state it had (the snapshot it keeps), and the preview comes back;
-- it gives up after max_restarts in the window, and :PopsplitRestart starts it again.
local H = dofile(debug.getinfo(1, 'S').source:sub(2):match('(.*/)') .. 'helpers.lua')
local api, uv = vim.api, vim.loop

vim.o.columns, vim.o.lines = 160, 50
local popsplit = require('popsplit').setup({ cmd = { H.popsplit, 'lsp' }, preview_size = 80, max_restarts = 3 })

local src, st

local function said(pattern, from)
  for i = from or 1, #popsplit.messages do
    if popsplit.messages[i]:find(pattern) then
      return popsplit.messages[i]
    end
  end
end

local function kill_server()
  local pid = popsplit.status().pid
  uv.kill(pid, 'sigkill')
  return pid
end

--- The vim.lsp clients attached to the document.
local function attached_clients()
  local ids = {}
  for id in pairs(vim.lsp.buf_get_clients(src)) do
    table.insert(ids, id)
  end
  return ids
end

local function has_node(id)
  for _, node in ipairs((st.layout or {}).nodes or {}) do
    if node.id == id then
      return node
    end
  end
end

H.test('a killed language server is restarted, the document reopened in the state it had, the preview back', function()
  vim.cmd('edit ' .. H.example('popover-settings-help.json'))
  src = api.nvim_get_current_buf()
  vim.cmd('PopsplitPreview')
  st = popsplit.status(src)
  H.wait('the first picture', function()
    return st.picture ~= nil
  end)
  -- Mid-session: rotate (state the restart loses), then kill.
  H.truthy(st.picture[1]:find('^landscape'), 'the document launches in landscape')
  vim.cmd('PopsplitRotate portrait')
  H.wait('portrait', function()
    return st.picture[1]:find('^portrait') ~= nil
  end)
  vim.api.nvim_set_current_buf(src)
  popsplit.call('popover/present', { popover = 'settingsPopover', fromBarButtonItem = 'newGameButton' })
  H.wait('the popover', function()
    return has_node('settingsPopover') ~= nil
  end)
  H.wait('the snapshot kept with the rotation and the popover', function()
    local snapshot = st.snapshot
    if not (snapshot and snapshot.orientation == 'portrait') then
      return false
    end
    for _, p in ipairs(snapshot.presentations or {}) do
      if p.popover == 'settingsPopover' then
        return true
      end
    end
    return false
  end)
  local from = #popsplit.messages + 1
  local drawn = #st.history.drawn
  local old = kill_server()
  H.wait('the message that it stopped', function()
    return said('the language server stopped %(exit code %-?%d+, signal 9%); restarting it', from) ~= nil
  end)
  H.wait('the message that it is back', function()
    return said('restarted the language server; reopened 1 document', from) ~= nil
  end)
  H.wait('a new picture', function()
    return #st.history.drawn > drawn
  end)
  local pid = popsplit.status().pid
  H.truthy(pid and pid ~= old, 'a new server process')
  H.eq({ popsplit.status().client_id }, attached_clients(), 'the document attached to the new client only')
  H.wait('the state restored', function()
    return said('restored the state of popover%-settings%-help%.json', from) ~= nil
  end)
  H.wait('the restored picture: portrait, the popover showing', function()
    return st.picture[1]:find('^portrait') ~= nil and has_node('settingsPopover') ~= nil
  end)
  H.eq('portrait', st.layout.orientation, 'the orientation before the crash')
  -- And it keeps following the buffer: pictures, and Neovim's diagnostics from the new server.
  local row, text = H.find_line(src, '"title": "Score: 0"')
  api.nvim_buf_set_lines(src, row - 1, row, false, { (text:gsub('"Score: 0"', '"Punkte: 0"')) })
  H.wait('the edit after the restart', function()
    local label = has_node('scoreLabel')
    return label and label.attributes.title == 'Punkte: 0'
  end)
  local line = H.find_line(src, '"title": "Punkte: 0"')
  local text = api.nvim_buf_get_lines(src, line - 1, line, false)[1]
  api.nvim_buf_set_lines(src, line - 1, line, false, { (text:gsub('"title"', '"titel"')) })
  H.wait('a diagnostic from the new server', function()
    return #vim.diagnostic.get(src) > 0
  end)
  api.nvim_buf_set_lines(src, line - 1, line, false, { text })
  H.wait('no diagnostics', function()
    return #vim.diagnostic.get(src) == 0
  end)
end)

H.test('after max_restarts deaths in the window it gives up; :PopsplitRestart brings it back', function()
  local from = #popsplit.messages + 1
  local function stops()
    local n = 0
    for i = from, #popsplit.messages do
      if popsplit.messages[i]:find('the language server stopped') then
        n = n + 1
      end
    end
    return n
  end
  local killed
  for i = 1, 3 do
    H.wait('a server with the document open (' .. i .. ')', function()
      local pid = popsplit.status().pid
      return pid and pid ~= killed and st.attached and st.layout ~= nil
    end)
    killed = kill_server()
    H.wait('death ' .. i .. ' noticed', function()
      return stops() == i
    end)
  end
  H.wait('giving up', function()
    return said('gave up after 3 restarts', from) ~= nil
  end)
  vim.wait(200)
  H.truthy(popsplit.status().client_id == nil, 'no server now')
  local drawn = #st.history.drawn
  vim.cmd('PopsplitRestart')
  H.wait('a picture again', function()
    return #st.history.drawn > drawn
  end)
  H.truthy(said('restarted the language server; reopened 1 document', from), 'said so')
  H.wait('the buffer as edited, in the state it had', function()
    local label = has_node('scoreLabel')
    return label and label.attributes.title == 'Punkte: 0' and has_node('settingsPopover') ~= nil
      and st.picture[1]:find('^portrait') ~= nil
  end)
end)

H.finish()
