-- :checkhealth popsplit
local M = {}

local health = vim.health or require('health')
local start = health.start or health.report_start
local ok = health.ok or health.report_ok
local warn = health.warn or health.report_warn
local error = health.error or health.report_error
local info = health.info or health.report_info

--- The methods every command needs, and those only :PopsplitJump and :PopsplitBrowser need (a daemon
--- without them is a warning).
local needed = { 'scene/open', 'scene/reload', 'scene/render', 'device/rotate', 'touch/tap' }
local newer = { 'scene/locate', 'scene/nodeAt', 'preview/start', 'preview/highlight' }

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
      "Or point setup at it: require('popsplit').setup({cmd = {'/path/to/popsplit', 'serve'}})",
    })
    return
  end
  ok(cmd[1] .. ' found: ' .. vim.fn.exepath(cmd[1]))

  -- One short session in newline-delimited JSON: initialize, shutdown, exit.
  local input = table.concat({
    '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{"general":{"positionEncodings":["utf-8","utf-16"]}}}}',
    '{"jsonrpc":"2.0","id":2,"method":"shutdown"}',
    '{"jsonrpc":"2.0","method":"exit"}',
    '',
  }, '\n')
  local output = vim.fn.system(cmd, input)
  local first = vim.split(output, '\n', { plain = true })[1] or ''
  local decoded_ok, reply = pcall(vim.json.decode, first)
  if not decoded_ok or type(reply) ~= 'table' or not reply.result then
    error('the daemon did not answer initialize: ' .. first:sub(1, 200))
    return
  end
  local result = reply.result
  ok(string.format('the daemon answers: %s %s, protocol %s', result.serverInfo and result.serverInfo.name or '?',
    result.serverInfo and result.serverInfo.version or '?', tostring(result.protocolVersion)))
  local methods = {}
  for _, m in ipairs(result.capabilities and result.capabilities.methods or {}) do
    methods[m] = true
  end
  for _, m in ipairs(needed) do
    if not methods[m] then
      error('the daemon lacks ' .. m)
    end
  end
  local missing = {}
  for _, m in ipairs(newer) do
    if not methods[m] then
      table.insert(missing, m)
    end
  end
  if #missing == 0 then
    ok('source map and preview page: ' .. table.concat(newer, ', '))
  else
    warn('this daemon lacks ' .. table.concat(missing, ', ') .. ': :PopsplitJump and :PopsplitBrowser need them',
      { 'Build a newer popsplit' })
  end
  local encoding = result.capabilities and result.capabilities.positionEncoding
  if encoding then
    ok('diagnostics in LSP ranges, position encoding ' .. encoding)
  else
    warn('the daemon gives diagnostics as line and column only (an older popsplit); they are converted')
  end

  local daemon = popsplit.status()
  if daemon.conn and not daemon.conn.closed then
    ok(string.format('running: pid %d, started %d time(s), %d request(s) pending', daemon.conn.pid, daemon.starts,
      daemon.conn:pending()))
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
