-- popsplit.server: the one `popsplit lsp` of this Neovim, run by Neovim's own LSP client
-- (vim.lsp.start_client): started on first use, restarted when it dies (at most max_restarts
-- times in restart_window_s seconds), stopped on exit.
--
-- vim.lsp does the document sync (didOpen, didChange, didClose), the diagnostics and the LSP
-- features (definition, hover, references, symbols, completion, quick fixes). Its documents are
-- the scenes' buffers and the storyboards' companion documents open in buffers (companions.lua).
-- The client opts in to the server's popsplit extensions (protocol.md section 14.1): the scene
-- notifications and the delegate's questions come to the handlers init.lua wires here (M.wire).
local state = require('popsplit.state')
local uv = require('popsplit.uv')
local say = require('popsplit.log').say

local P = state.public
local server = state.server

local M = {}

--- notification(params) for popsplit/sceneNotification; question(params) -> answer for
--- popsplit/question; reveal(params) for the page's preview/reveal; diagnostics(result) after vim.lsp showed a publishDiagnostics; attached(bufnr)
--- once a buffer's didOpen went out; lost() when the server died (every scene must be reopened);
--- started(client_id) when a server starts (the companion buffers are attached to it);
--- reopen(client_id) -> the number of documents attached to a new server.
local handlers = {}

function M.wire(h)
  handlers = h
end

--- The client's capabilities: Neovim's own, with the popsplit extensions opted in to.
local function capabilities()
  return vim.tbl_deep_extend('force', vim.lsp.protocol.make_client_capabilities(), {
    popsplit = {
      sceneNotifications = true,
      -- After a scene's first layout only what changed comes (a keystroke in a 200-node scene
      -- is one node, not 200).
      layoutMode = 'delta',
      delegateQuestions = P.config.questions ~= 'default',
      questionTimeoutMs = P.config.question_timeout_ms,
    },
  })
end

local on_exit

local function start()
  server.stopping = false
  server.gen = server.gen + 1
  local gen = server.gen
  local function current()
    return gen == server.gen
  end
  local ok, id = pcall(vim.lsp.start_client, {
    name = 'popsplit',
    cmd = P.config.cmd,
    root_dir = vim.fn.getcwd(),
    capabilities = capabilities(),
    flags = { debounce_text_changes = P.config.debounce_ms },
    handlers = {
      ['popsplit/sceneNotification'] = function(_, params)
        if current() and type(params) == 'table' then
          handlers.notification(params)
        end
      end,
      -- The page's alt-click (protocol.md section 5): `{scene, node}`, the server's scene id.
      ['preview/reveal'] = function(_, params)
        if current() and type(params) == 'table' then
          handlers.reveal(params)
        end
      end,
      ['popsplit/question'] = function(_, params)
        if not (current() and type(params) == 'table') then
          return vim.NIL
        end
        return handlers.question(params)
      end,
      -- Neovim shows the diagnostics (its own handler, as the user configured it); the plugin
      -- notes which text they are of.
      ['textDocument/publishDiagnostics'] = function(err, result, ctx, config)
        vim.lsp.handlers['textDocument/publishDiagnostics'](err, result, ctx, config)
        if current() and type(result) == 'table' then
          handlers.diagnostics(result)
        end
      end,
    },
    on_attach = function(_, bufnr)
      if current() then
        handlers.attached(bufnr)
      end
    end,
    on_exit = function(code, signal)
      -- Called from libuv: the work is done on the main loop.
      vim.schedule(function()
        on_exit(gen, code, signal)
      end)
    end,
  })
  if not ok or not id then
    say('cannot start ' .. table.concat(P.config.cmd, ' ') .. (ok and '' or ': ' .. tostring(id)), vim.log.levels.ERROR)
    return nil
  end
  local client = vim.lsp.get_client_by_id(id)
  server.client_id, server.pid = id, client and client.rpc and client.rpc.pid or nil
  server.starts = server.starts + 1
  if handlers.started then
    handlers.started(id)
  end
  return id
end

--- The running server's vim.lsp client, started when there is none; nil when it cannot run (it
--- died and is being restarted, or it gave up).
function M.client()
  if not server.client_id then
    if server.gave_up or not start() then
      return nil
    end
  end
  local client = vim.lsp.get_client_by_id(server.client_id)
  if not client or client.is_stopped() then
    return nil
  end
  return client
end

local function say_restarted(id)
  local n = handlers.reopen(id)
  say(string.format('restarted the language server; reopened %d document%s', n, n == 1 and '' or 's'))
end

on_exit = function(gen, code, signal)
  if gen ~= server.gen then
    return
  end
  server.client_id, server.pid = nil, nil
  if server.stopping then
    return
  end
  handlers.lost()
  local said = string.format('the language server stopped (exit code %d, signal %d)', code or -1, signal or 0)
  local now = uv.now() / 1000
  local recent = {}
  for _, t in ipairs(server.restarts) do
    if now - t < P.config.restart_window_s then
      table.insert(recent, t)
    end
  end
  server.restarts = recent
  if #recent >= P.config.max_restarts then
    server.gave_up = true
    say(string.format('%s; gave up after %d restarts in %d s: :PopsplitRestart starts it again', said, #recent,
      P.config.restart_window_s), vim.log.levels.ERROR)
    return
  end
  table.insert(server.restarts, now)
  say(said .. '; restarting it', vim.log.levels.WARN)
  vim.defer_fn(function()
    if server.client_id or gen ~= server.gen then
      return
    end
    local id = start()
    if id then
      say_restarted(id)
    end
  end, 50)
end

--- Starts the server again (after it gave up, or to pick up a new binary) and reopens every
--- document.
function M.restart()
  server.gave_up, server.restarts = false, {}
  local old = server.client_id and vim.lsp.get_client_by_id(server.client_id)
  server.client_id, server.pid = nil, nil
  server.gen = server.gen + 1 -- the old one's exit is ignored
  if old then
    old.stop()
  end
  handlers.lost()
  local id = start()
  if id then
    say_restarted(id)
  end
end

--- Stops the server (shutdown, exit).
function M.stop()
  server.stopping = true
  local client = server.client_id and vim.lsp.get_client_by_id(server.client_id)
  if client then
    client.stop()
  end
end

return M
