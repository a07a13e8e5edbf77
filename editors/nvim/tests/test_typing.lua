-- The typing test: 200 keystrokes in bursts into a title (editors/tests/typing-plan.py). The
-- preview must end on the last keystroke's picture, with nothing lost or reordered, and the
-- editor must never wait on the language server: each keystroke returns at once and the event
-- loop keeps running. With POPSPLIT_SLOW_MS the server is slowed on purpose
-- (editors/tests/slow-daemon.py holds everything written to it that long).
local H = dofile(debug.getinfo(1, 'S').source:sub(2):match('(.*/)') .. 'helpers.lua')
local api, uv = vim.api, vim.loop

local slow_ms = tonumber(os.getenv('POPSPLIT_SLOW_MS') or '0')
local cmd = { H.popsplit, 'lsp' }
if slow_ms > 0 then
  cmd = { 'python3', H.repo .. '/editors/tests/slow-daemon.py', tostring(slow_ms / 1000), H.popsplit, 'lsp' }
end
vim.o.columns, vim.o.lines = 160, 50
local popsplit = require('popsplit').setup({ cmd = cmd, preview_size = 80 })

local plan = vim.fn.systemlist({ 'python3', H.repo .. '/editors/tests/typing-plan.py' })
local bursts, burst = {}, {}
for _, key in ipairs(plan) do
  if key == '' then
    table.insert(bursts, burst)
    burst = {}
  else
    table.insert(burst, key == 'SPACE' and ' ' or key)
  end
end

local name = slow_ms > 0 and string.format('typing with the language server slowed by %d ms', slow_ms) or 'typing'

H.test(name .. ': 200 keystrokes in bursts, the preview ends on the last one', function()
  vim.cmd('edit ' .. H.example('navigation-drilldown.json'))
  local src = api.nvim_get_current_buf()
  local row, text = H.find_line(src, '"Quarterly report"')
  text = text:gsub('"Quarterly report"', '""')
  api.nvim_buf_set_lines(src, row - 1, row, false, { text })
  local col = text:find('""') -- byte column after the opening quote
  vim.cmd('PopsplitPreview')
  local st = popsplit.status(src)
  H.wait('the first picture', function()
    return st.picture ~= nil
  end, 20000)

  -- The loop probe: a 5 ms timer measures how late the main loop runs what it schedules.
  local lag_max, probes = 0, 0
  local probe = uv.new_timer()
  probe:start(5, 5, function()
    local t = uv.hrtime()
    vim.schedule(function()
      probes = probes + 1
      lag_max = math.max(lag_max, (uv.hrtime() - t) / 1e6)
    end)
  end)

  local typed, cost_max, while_busy, keys = '', 0, 0, 0
  for _, b in ipairs(bursts) do
    for _, key in ipairs(b) do
      local t = uv.hrtime()
      if key == 'BS' then
        api.nvim_buf_set_text(src, row - 1, col + #typed - 1, row - 1, col + #typed, { '' })
        typed = typed:sub(1, -2)
      else
        api.nvim_buf_set_text(src, row - 1, col + #typed, row - 1, col + #typed, { key })
        typed = typed .. key
      end
      cost_max = math.max(cost_max, (uv.hrtime() - t) / 1e6)
      keys = keys + 1
      if st.rendering then
        while_busy = while_busy + 1
      end
      vim.wait(8) -- between keys of a burst
    end
    vim.wait(80) -- between bursts
  end
  H.eq(200, keys, 'keystrokes')
  local final_tick = api.nvim_buf_get_changedtick(src)
  H.wait('the last keystroke in the preview', function()
    return st.tick_drawn == final_tick
  end, 60000)
  probe:stop()
  probe:close()

  local line = api.nvim_buf_get_lines(src, row - 1, row, false)[1]
  H.truthy(line:find('"' .. vim.pesc(typed) .. '"', 1, false), 'the buffer holds the typed title')
  H.eq(H.render_text(H.buffer_lines(src), st.grid[1], st.grid[2]), H.buffer_lines(st.preview_buf),
    'the preview is the last text drawn')
  H.truthy(table.concat(H.buffer_lines(st.preview_buf), '\n'):find(vim.pesc(vim.trim(typed))),
    'the final title shows: ' .. typed)
  -- Nothing reordered: the pictures came back in the order of the texts they are of.
  local drawn = st.history.drawn
  H.truthy(#drawn >= 2, 'pictures drawn while typing: ' .. #drawn)
  for i = 2, #drawn do
    H.truthy(drawn[i].tick > drawn[i - 1].tick and drawn[i].version >= drawn[i - 1].version, 'pictures in order')
  end
  H.eq(0, #vim.diagnostic.get(src), 'no diagnostics')
  -- Never waiting: every keystroke returned at once and the loop kept running.
  H.truthy(cost_max < 25, string.format('a keystroke took %.1f ms at most', cost_max))
  H.truthy(lag_max < 150, string.format('the event loop ran scheduled work %.1f ms late at most', lag_max))
  H.truthy(probes > 50, 'the loop probe ran')
  if slow_ms > 0 then
    H.truthy(while_busy > 20, 'keystrokes landed while the server was behind: ' .. while_busy)
  end
  H.out(string.format('     %d keystrokes; %d pictures drawn; %d keystrokes while a render was on its way; '
    .. 'slowest keystroke %.2f ms; loop lag at most %.1f ms', keys, #drawn, while_busy, cost_max, lag_max))
end)

H.finish()
