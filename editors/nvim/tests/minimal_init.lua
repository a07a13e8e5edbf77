-- Loads popsplit.nvim as a user would: its directory on the runtimepath, plugin/ sourced by Neovim.
local here = debug.getinfo(1, 'S').source:sub(2):match('(.*)/tests/')
vim.opt.runtimepath:prepend(here)
vim.opt.swapfile = false
vim.opt.shadafile = 'NONE'
-- Messages go to a log file (popsplit keeps them in require('popsplit').messages too).
local log = os.getenv('POPSPLIT_TEST_LOG')
vim.notify = function(message)
  if log then
    local f = io.open(log, 'a')
    if f then
      f:write(tostring(message) .. '\n')
      f:close()
    end
  end
end
