-- popsplit.page: the scene's preview page (the language server's `popsplit/preview`) and the
-- browser that shows it.
local state = require('popsplit.state')
local scenes = require('popsplit.scenes')
local say = require('popsplit.log').say

local P = state.public
local srv = state.server

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

--- :PopsplitBrowser: the scene's preview page in the system browser, with the node highlighted
--- in the text preview outlined there too.
function M.browser()
  local st = scenes.attach(0)
  if not st then
    return
  end
  scenes.when_attached(st, function(client)
    M.request_page(st, client)
  end)
end

--- Asks the server for the page of the scene's document and opens it.
function M.request_page(st, client)
  local gen = srv.gen
  client.request('popsplit/preview', { textDocument = { uri = st.uri } }, function(err, result)
    if gen ~= srv.gen or state.states[st.bufnr] ~= st then
      return
    end
    if err then
      if err.code == -32011 then
        say('the document has errors (see the diagnostics): the page needs a scene', vim.log.levels.WARN)
      else
        say('popsplit/preview: ' .. tostring(err.message), vim.log.levels.ERROR)
      end
      return
    end
    st.page, st.url = true, result.url
    P.last_url = result.url
    say('preview page: ' .. tostring(result.url))
    open_url(result.url)
    if st.highlight then
      scenes.request(st, 'preview/highlight', { node = st.highlight })
    end
  end, st.bufnr)
end

return M
