-- Keystroke-to-preview benchmark (scripts/editors-bench.sh): on the 200-node scene, N single
-- keystrokes into row 5's subject, each timed from the edit to the preview buffer holding its
-- picture. Prints one line: `nvim p50 P p99 P n N` (milliseconds).
local H = dofile(debug.getinfo(1, 'S').source:sub(2):match('(.*/)') .. 'helpers.lua')
local api, uv = vim.api, vim.loop

local scene = assert(os.getenv('POPSPLIT_BENCH_SCENE'), 'POPSPLIT_BENCH_SCENE')
local n = tonumber(os.getenv('POPSPLIT_BENCH_N') or '200')
local debounce = tonumber(os.getenv('POPSPLIT_BENCH_DEBOUNCE_MS') or '20')
local popsplit = require('popsplit').setup({ cmd = { H.popsplit, 'lsp' }, grid = { 96, 48 }, debounce_ms = debounce })

local ok, err = pcall(function()
  vim.cmd('edit ' .. scene)
  local src = api.nvim_get_current_buf()
  vim.cmd('PopsplitPreview')
  local st = popsplit.status(src)
  H.wait('the first picture', function()
    return st.picture ~= nil
  end, 20000)
  popsplit.call('popover/present', { popover = 'foldersPopover', fromBarButtonItem = 'mailboxesItem', animated = false })
  H.wait('the popover', function()
    return table.concat(st.picture, '\n'):find('Mailboxes') ~= nil and st.layout and #st.layout.nodes > 190
  end, 20000)
  local row, text = H.find_line(src, '"Lunch on Friday"')
  local col = text:find('Friday"') + #'Friday' - 1
  local times = {}
  for i = 1, n do
    vim.wait(30)
    local t0 = uv.hrtime()
    if i % 2 == 1 then
      api.nvim_buf_set_text(src, row - 1, col, row - 1, col, { '?' })
    else
      api.nvim_buf_set_text(src, row - 1, col, row - 1, col + 1, { '' })
    end
    local tick = api.nvim_buf_get_changedtick(src)
    if not vim.wait(20000, function()
      return st.tick_drawn == tick
    end, 1) then
      error('timed out waiting for the picture of keystroke ' .. i)
    end
    table.insert(times, (uv.hrtime() - t0) / 1e6)
  end
  table.sort(times)
  local function pct(p)
    return times[math.max(1, math.ceil(#times * p))]
  end
  H.out(string.format('nvim nodes %d debounce %d p50 %.1f p99 %.1f n %d', #st.layout.nodes, debounce, pct(0.5), pct(0.99), #times))
end)
if not ok then
  H.out('nvim bench failed: ' .. tostring(err))
  vim.cmd('cquit 1')
end
vim.cmd('qall!')
