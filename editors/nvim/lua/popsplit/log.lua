-- popsplit.log: messages to the user, through vim.notify, the last 200 kept in
-- require('popsplit').messages.
local P = require('popsplit.state').public

local M = {}

function M.say(message, level)
  table.insert(P.messages, message)
  if #P.messages > 200 then
    table.remove(P.messages, 1)
  end
  vim.notify('popsplit: ' .. message, level or vim.log.levels.INFO)
end

return M
