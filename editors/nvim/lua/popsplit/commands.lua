-- popsplit.commands: what the :Popsplit commands do (plugin/popsplit.lua defines them), and the
-- preview buffer's keys.
local state = require('popsplit.state')
local scenes = require('popsplit.scenes')
local preview = require('popsplit.preview')
local jumps = require('popsplit.jumps')
local say = require('popsplit.log').say

local api = vim.api
local P = state.public
local states, by_preview, by_events = state.states, state.by_preview, state.by_events

local M = {}

local function scratch(name, filetype)
  local buf = api.nvim_create_buf(false, true)
  pcall(api.nvim_buf_set_name, buf, name)
  api.nvim_buf_set_option(buf, 'buftype', 'nofile')
  api.nvim_buf_set_option(buf, 'bufhidden', 'hide')
  api.nvim_buf_set_option(buf, 'swapfile', false)
  api.nvim_buf_set_option(buf, 'filetype', filetype)
  api.nvim_buf_set_option(buf, 'modifiable', false)
  return buf
end

local function show_in_split(buf, vertical, size)
  local back = api.nvim_get_current_win()
  vim.cmd(vertical and 'rightbelow vsplit' or 'botright split')
  local win = api.nvim_get_current_win()
  api.nvim_win_set_buf(win, buf)
  if size then
    if vertical then
      api.nvim_win_set_width(win, size)
    else
      api.nvim_win_set_height(win, size)
    end
  end
  for option, value in pairs({ wrap = false, number = false, relativenumber = false, signcolumn = 'no',
    foldcolumn = '0', list = false, spell = false, cursorline = true }) do
    api.nvim_win_set_option(win, option, value)
  end
  api.nvim_set_current_win(back)
  return win
end

--- The preview buffer's keys, and a new render when its window changes size.
local function set_up_preview_buffer(st)
  local opts = { buffer = st.preview_buf, silent = true }
  vim.keymap.set('n', '<CR>', function()
    P.tap_cursor()
  end, vim.tbl_extend('force', opts, { desc = 'popsplit: tap here' }))
  vim.keymap.set('n', 'gd', P.jump, vim.tbl_extend('force', opts, { desc = 'popsplit: jump to the declaration' }))
  vim.keymap.set('n', '<C-]>', P.jump, vim.tbl_extend('force', opts, { desc = 'popsplit: jump to the declaration' }))
  vim.keymap.set('n', 'r', function()
    P.rotate()
  end, vim.tbl_extend('force', opts, { desc = 'popsplit: rotate' }))
  vim.keymap.set('n', 'q', '<cmd>close<CR>', vim.tbl_extend('force', opts, { desc = 'close' }))
  local group = api.nvim_create_augroup('popsplit-preview-' .. st.preview_buf, { clear = true })
  api.nvim_create_autocmd({ 'WinScrolled', 'VimResized', 'BufWinEnter' }, {
    group = group,
    callback = function()
      if states[st.bufnr] ~= st or not preview.window(st) then
        return
      end
      local columns, rows = preview.grid_size(st)
      if not st.grid or st.grid[1] ~= columns or st.grid[2] ~= rows then
        scenes.render(st)
      end
    end,
  })
end

--- :PopsplitPreview: the text picture in a split, redrawn as the buffer changes.
function M.preview()
  local st = scenes.attach(0)
  if not st then
    return
  end
  if preview.window(st) then
    return st
  end
  if not (st.preview_buf and api.nvim_buf_is_valid(st.preview_buf)) then
    st.preview_buf = scratch('popsplit://preview/' .. st.bufnr, 'popsplit')
    by_preview[st.preview_buf] = st
    set_up_preview_buffer(st)
  end
  local size = P.config.preview_size
  if not size then
    size = P.config.split == 'vertical' and math.floor(vim.o.columns / 2) or math.floor(vim.o.lines / 2)
  end
  show_in_split(st.preview_buf, P.config.split == 'vertical', size)
  if st.picture then
    api.nvim_buf_set_option(st.preview_buf, 'modifiable', true)
    api.nvim_buf_set_lines(st.preview_buf, 0, -1, false, st.picture)
    api.nvim_buf_set_option(st.preview_buf, 'modifiable', false)
  end
  scenes.render(st)
  return st
end

--- :PopsplitEvents: a scratch buffer with the scene's events, streaming.
function M.events()
  local st = scenes.attach(0)
  if not st then
    return
  end
  if not (st.events_buf and api.nvim_buf_is_valid(st.events_buf)) then
    st.events_buf = scratch('popsplit://events/' .. st.bufnr, 'popsplitevents')
    by_events[st.events_buf] = st
    api.nvim_buf_set_option(st.events_buf, 'modifiable', true)
    api.nvim_buf_set_lines(st.events_buf, 0, -1, false, st.events)
    api.nvim_buf_set_option(st.events_buf, 'modifiable', false)
  end
  if vim.fn.bufwinid(st.events_buf) == -1 then
    show_in_split(st.events_buf, false, 12)
  end
  return st
end

--- :PopsplitRotate [orientation]: portrait <-> landscape by default.
function M.rotate(orientation)
  local st = scenes.attach(0)
  if not st then
    return
  end
  if orientation == nil or orientation == '' then
    local now = st.layout and st.layout.orientation or 'portrait'
    orientation = now:match('^portrait') and 'landscapeLeft' or 'portrait'
  end
  scenes.request(st, 'device/rotate', { orientation = orientation }, function(result)
    if result.rotated == false then
      say('rotation refused by ' .. tostring(result.refusedBy))
    else
      say('rotated to ' .. orientation)
    end
  end)
end

local function describe_result(result)
  local hit = type(result.hit) == 'table' and result.hit or {}
  local action = result.action
  return string.format('%s (%s), action %s', tostring(hit.id or '-'), tostring(hit.kind or '-'),
    (action == nil or action == vim.NIL) and 'none' or tostring(action))
end

local function describe_tap(x, y, result)
  return string.format('tap at %g, %g: %s', x, y, describe_result(result))
end

--- The ids of the nodes of the scene's last layout (from the server's scene/layout
--- notifications), for completion; none before the first layout came.
function M.node_ids(st)
  local ids = {}
  local layout = st and st.layout
  if type(layout) == 'table' and type(layout.nodes) == 'table' then
    for _, node in ipairs(layout.nodes) do
      if type(node) == 'table' and type(node.id) == 'string' then
        ids[#ids + 1] = node.id
      end
    end
  end
  return ids
end

--- :PopsplitTap {x} {y}: a tap at a point of the screen (window coordinates, points).
--- :PopsplitTap {node}: a tap at the centre of the layout node of that id (touch/tap's `node`).
function M.tap(x, y)
  local st = scenes.attach(0)
  if not st then
    return
  end
  if y == nil and type(x) == 'string' and x ~= '' and not tonumber(x) then
    local node = x
    scenes.request(st, 'touch/tap', { node = node }, function(result)
      say('tap on ' .. node .. ': ' .. describe_result(result))
      P.last_tap = result
    end, function(err)
      if err.code == -32601 or err.code == -32011 then
        return false -- an old server, a document with errors: said as for every request
      end
      -- The daemon's message as it is: an unknown id comes with the closest one suggested.
      say('PopsplitTap ' .. node .. ': ' .. tostring(err.message), vim.log.levels.ERROR)
      return true
    end)
    return
  end
  x, y = tonumber(x), tonumber(y)
  if not (x and y) then
    say('PopsplitTap takes two numbers (x and y in points) or a layout node id', vim.log.levels.ERROR)
    return
  end
  scenes.request(st, 'touch/tap', { point = { x, y } }, function(result)
    say(describe_tap(x, y, result))
    P.last_tap = result
  end)
end

--- In a preview: a tap at the cell under the cursor.
function M.tap_cursor()
  local st = by_preview[api.nvim_get_current_buf()]
  if not st then
    return
  end
  local point = jumps.preview_target(st)
  if not point then
    say('the cursor is not on the screen', vim.log.levels.WARN)
    return
  end
  scenes.request(st, 'touch/tap', { point = point }, function(result)
    say(describe_tap(point[1], point[2], result))
    P.last_tap = result
  end)
end

--- A scene method by name (for keys of one's own): :PopsplitCall app/enterBackground
function M.call(method, params)
  local st = scenes.attach(0)
  if not st then
    return
  end
  scenes.request(st, method, params or {}, function(result)
    say(method .. ': ' .. vim.json.encode(result))
  end)
end

return M
