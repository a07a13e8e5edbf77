-- popsplit.daemon: the one `popsplit serve` of this Neovim: started on first use, initialized,
-- restarted when it dies (at most max_restarts times in restart_window_s seconds), stopped on exit.
--
-- What happens to the scenes and to the daemon's messages is not decided here: init.lua wires
-- the handlers (M.wire) to the modules that own them.
local rpc = require('popsplit.rpc')
local state = require('popsplit.state')
local uv = require('popsplit.uv')
local say = require('popsplit.log').say

local P = state.public
local daemon = state.daemon

local M = {}

--- notification(method, params); question(method, params) -> answer; lost() when the daemon
--- died (every scene must be opened again); reopen() -> the number of scenes sent again.
local handlers = {}

function M.wire(h)
  handlers = h
end

local on_exit

local function start()
  daemon.stopping = false
  daemon.gen = daemon.gen + 1
  local gen = daemon.gen
  local conn, err = rpc.start(P.config.cmd, {
    on_notification = function(method, params)
      if gen == daemon.gen then
        handlers.notification(method, params)
      end
    end,
    on_request = function(method, params)
      return handlers.question(method, params)
    end,
    on_exit = function(code, signal, stderr_tail)
      on_exit(gen, code, signal, stderr_tail)
    end,
  })
  if not conn then
    say('cannot start ' .. table.concat(P.config.cmd, ' ') .. ': ' .. err, vim.log.levels.ERROR)
    return nil
  end
  daemon.conn, daemon.encoding, daemon.info = conn, nil, nil
  daemon.starts = daemon.starts + 1
  conn:request('initialize', {
    processId = vim.fn.getpid(),
    clientInfo = { name = 'popsplit.nvim', version = P.version },
    capabilities = {
      general = { positionEncodings = { 'utf-8', 'utf-16' } },
      -- Delta layouts: after a scene's first layout only what changed comes (a keystroke in a
      -- 200-node scene is one node, not 200).
      popsplit = { delegateQuestions = P.config.questions ~= 'default', layoutMode = 'delta' },
    },
  }, function(e, result)
    if gen ~= daemon.gen then
      return
    end
    if e then
      say('initialize failed: ' .. tostring(e.message), vim.log.levels.ERROR)
      return
    end
    daemon.info = result
    daemon.encoding = result.capabilities and result.capabilities.positionEncoding or nil
  end)
  conn:notify('initialized', vim.empty_dict())
  return conn
end

local function say_restarted()
  local n = handlers.reopen()
  say(string.format('restarted the daemon; reopened %d document%s', n, n == 1 and '' or 's'))
end

--- The running daemon's connection, started when there is none; nil when it cannot run (it died
--- and is being restarted, or it gave up).
function M.ensure()
  if daemon.conn then
    -- A daemon that died is restarted by on_exit, not here.
    return (not daemon.conn.closed) and daemon.conn or nil
  end
  if daemon.gave_up then
    return nil
  end
  return start()
end

on_exit = function(gen, code, signal, stderr_tail)
  if gen ~= daemon.gen then
    return
  end
  daemon.conn = nil
  if daemon.stopping then
    return
  end
  handlers.lost()
  local last = vim.trim(stderr_tail or ''):match('([^\n]*)$') or ''
  local said = string.format('the daemon stopped (exit code %d, signal %d)', code or -1, signal or 0)
  if last ~= '' then
    said = said .. ': ' .. last
  end
  local now = uv.now() / 1000
  local recent = {}
  for _, t in ipairs(daemon.restarts) do
    if now - t < P.config.restart_window_s then
      table.insert(recent, t)
    end
  end
  daemon.restarts = recent
  if #recent >= P.config.max_restarts then
    daemon.gave_up = true
    say(string.format('%s; gave up after %d restarts in %d s: :PopsplitRestart starts it again', said,
      #recent, P.config.restart_window_s), vim.log.levels.ERROR)
    return
  end
  table.insert(daemon.restarts, now)
  say(said .. '; restarting it', vim.log.levels.WARN)
  vim.defer_fn(function()
    if daemon.conn or gen ~= daemon.gen then
      return
    end
    if start() then
      say_restarted()
    end
  end, 50)
end

--- Starts the daemon again (after it gave up, or to pick up a new binary) and reopens every
--- scene.
function M.restart()
  daemon.gave_up, daemon.restarts = false, {}
  local old = daemon.conn
  daemon.conn = nil
  daemon.gen = daemon.gen + 1 -- the old one's exit is ignored
  if old then
    old:stop()
  end
  if start() then
    say_restarted()
  end
end

--- Stops the daemon (shutdown, exit).
function M.stop()
  daemon.stopping = true
  if daemon.conn then
    daemon.conn:stop()
  end
end

return M
