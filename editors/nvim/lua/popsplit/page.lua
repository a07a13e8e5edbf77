-- popsplit.page: the daemon's preview page (preview/start) and the browser that shows it.
local state = require('popsplit.state')
local sync = require('popsplit.sync')
local say = require('popsplit.log').say

local P = state.public
local daemon = state.daemon

local M = {}

--- Opens `url` with the open_url option: a function, a command list, or by default vim.ui.open
--- when there is one, else `open` (macOS) or `xdg-open`.
local function open_url(url)
  local opener = P.config.open_url
  if type(opener) == 'function' then
    return opener(url)
  end
  local cmd
  if type(opener) == 'table' then
    cmd = vim.list_extend(vim.deepcopy(opener), { url })
  elseif vim.ui and vim.ui.open then
    return vim.ui.open(url)
  elseif vim.fn.has('mac') == 1 then
    cmd = { 'open', url }
  else
    cmd = { 'xdg-open', url }
  end
  if vim.fn.executable(cmd[1]) ~= 1 then
    say('no browser opener (' .. cmd[1] .. '); open ' .. url .. ' yourself', vim.log.levels.WARN)
    return
  end
  vim.fn.jobstart(cmd, { detach = true })
end

--- :PopsplitBrowser: the daemon's preview page (preview/start) in the system browser, with the
--- node highlighted in the text preview outlined there too.
function M.browser()
  local st = sync.attach(0)
  sync.scene_request(st, 'preview/start', {}, function(result)
    st.page, st.url = true, result.url
    P.last_url = result.url
    say('preview page: ' .. tostring(result.url))
    open_url(result.url)
    if st.highlight and daemon.conn then
      daemon.conn:request('preview/highlight', { scene = st.scene, node = st.highlight }, function() end)
    end
  end, function(err)
    if err.code == -32601 then
      say('this popsplit has no preview page (preview/start): update it', vim.log.levels.ERROR)
      return true
    end
    return false
  end)
end

return M
