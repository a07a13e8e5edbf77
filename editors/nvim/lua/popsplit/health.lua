-- :checkhealth popsplit
local M = {}

local health = vim.health or require('health')
local start = health.start or health.report_start
local ok = health.ok or health.report_ok
local warn = health.warn or health.report_warn
local error = health.error or health.report_error
local info = health.info or health.report_info

--- The LSP features the server must offer (Neovim's own commands use them).
local features = { 'definitionProvider', 'hoverProvider', 'referencesProvider', 'documentSymbolProvider',
  'completionProvider', 'codeActionProvider' }

--- A message with LSP's Content-Length framing.
local function frame(message)
  local body = vim.json.encode(message)
  return 'Content-Length: ' .. #body .. '\r\n\r\n' .. body
end

--- The replies in a server's output (Content-Length framed), by id.
local function parse(output)
  local replies, at = {}, 1
  while true do
    local length, from = output:match('^[Cc]ontent%-[Ll]ength: (%d+)\r\n\r\n()', at)
    if not length then
      return replies
    end
    local decoded, message = pcall(vim.json.decode, output:sub(from, from + tonumber(length) - 1))
    if decoded and type(message) == 'table' and message.id ~= nil then
      replies[message.id] = message
    end
    at = from + tonumber(length)
  end
end

function M.check()
  start('popsplit.nvim')
  local v = vim.version()
  local version = string.format('%d.%d.%d', v.major, v.minor, v.patch)
  if vim.fn.has('nvim-0.7') == 1 then
    ok('Neovim ' .. version)
  else
    error('Neovim ' .. version .. ': popsplit.nvim needs 0.7 or later')
  end

  local popsplit = require('popsplit')
  local cmd = popsplit.config.cmd
  info('cmd: ' .. table.concat(cmd, ' '))
  if vim.fn.executable(cmd[1]) ~= 1 then
    error(cmd[1] .. ' is not executable (not on PATH?)', {
      'Build it: swift build --product popsplit (the binary is .build/debug/popsplit)',
      "Or point setup at it: require('popsplit').setup({cmd = {'/path/to/popsplit', 'lsp'}})",
    })
    return
  end
  ok(cmd[1] .. ' found: ' .. vim.fn.exepath(cmd[1]))

  -- One short session: initialize, a popsplit/request about a document never opened (a server
  -- with the plugin extensions refuses it for that, one without has no such method: -32601),
  -- shutdown, exit.
  local input = frame({ jsonrpc = '2.0', id = 1, method = 'initialize', params = { capabilities = vim.empty_dict() } })
    .. frame({ jsonrpc = '2.0', method = 'initialized', params = vim.empty_dict() })
    .. frame({ jsonrpc = '2.0', id = 2, method = 'popsplit/request',
      params = { textDocument = { uri = 'file:///popsplit-health-check.json' }, method = 'scene/layout' } })
    .. frame({ jsonrpc = '2.0', id = 3, method = 'shutdown' }) .. frame({ jsonrpc = '2.0', method = 'exit' })
  local replies = parse(vim.fn.system(cmd, input))
  local reply = replies[1]
  if type(reply) ~= 'table' or type(reply.result) ~= 'table' then
    error('the language server did not answer initialize', { 'cmd must run `popsplit lsp`, the language server' })
    return
  end
  local result = reply.result
  ok(string.format('the language server answers: %s %s', result.serverInfo and result.serverInfo.name or '?',
    result.serverInfo and result.serverInfo.version or '?'))
  local capabilities = result.capabilities or {}
  local missing = {}
  for _, feature in ipairs(features) do
    if not capabilities[feature] then
      table.insert(missing, feature)
    end
  end
  if #missing == 0 then
    ok('LSP features: definition, hover, references, symbols, completion, quick fixes (vim.lsp.buf.*)')
  else
    warn('the server lacks ' .. table.concat(missing, ', '), { 'Build a newer popsplit' })
  end
  ok('position encoding ' .. tostring(capabilities.positionEncoding or 'utf-16'))
  local extension = replies[2] and replies[2].error
  if extension and extension.code ~= -32601 then
    ok('the plugin extensions: popsplit/request, scene notifications, questions')
  else
    error('this popsplit lsp has no popsplit/request (' .. vim.inspect(extension or replies[2]) .. '): no pictures, taps or events',
      { 'Build a newer popsplit' })
  end

  local server = popsplit.status()
  local client = popsplit.client()
  if client and not client.is_stopped() then
    ok(string.format('running: pid %s, vim.lsp client %d, started %d time(s)', tostring(server.pid), client.id,
      server.starts))
  else
    info('not running now (it starts with the first :Popsplit command)')
  end
  if popsplit.config.open_url == nil and not (vim.ui and vim.ui.open) then
    local opener = vim.fn.has('mac') == 1 and 'open' or 'xdg-open'
    if vim.fn.executable(opener) == 1 then
      ok(':PopsplitBrowser opens pages with ' .. opener)
    else
      warn(':PopsplitBrowser: no ' .. opener .. '; set open_url in setup()')
    end
  end
end

return M
