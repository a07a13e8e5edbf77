-- The child Neovim of test_plugin.lua's 'ask' test, run in a terminal buffer (a real screen, so
-- confirm() prompts): popover-delegate.json with questions = 'ask', its preview and events; the
-- Brush button tapped (the popover), then a tap outside it: the delegate's question is asked.
local popsplit = require('popsplit').setup({ cmd = { os.getenv('POPSPLIT'), 'lsp' }, questions = 'ask', preview_size = 60 })
local src = vim.api.nvim_get_current_buf()
vim.cmd('PopsplitPreview')
vim.cmd('PopsplitEvents')
local st = popsplit.status(src)

local function popover_shown()
  for _, node in ipairs(st.layout and st.layout.nodes or {}) do
    if node.id == 'brushPopover' then
      return true
    end
  end
  return false
end

--- Runs fn once cond() holds (checked every 50 ms).
local function when(cond, fn)
  local timer = vim.loop.new_timer()
  timer:start(50, 50, vim.schedule_wrap(function()
    if cond() then
      timer:stop()
      timer:close()
      fn()
    end
  end))
end

when(function()
  return st.picture ~= nil
end, function()
  vim.api.nvim_set_current_buf(src)
  popsplit.tap(80, 994)
  when(popover_shown, function()
    popsplit.tap(400, 300)
  end)
end)
