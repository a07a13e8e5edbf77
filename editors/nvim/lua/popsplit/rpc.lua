-- popsplit.rpc: a JSON-RPC 2.0 connection to `popsplit serve` over its stdin and stdout, with
-- LSP's Content-Length framing.
--
-- Built on libuv pipes (popsplit.uv), the layer vim.system and vim.lsp.rpc are built on, so that
-- one transport works from Debian's Neovim 0.7 (no vim.system) to 0.10+ (where vim.lsp.rpc.start
-- changed its signature and stopped exposing the pid). Nothing here ever waits: writes are queued
-- by libuv, replies and notifications are handed to the main loop with vim.schedule, in the order
-- the daemon wrote them.
local M = {}

local uv = require('popsplit.uv')

--- Encodes a message; an empty params table is written as an object, never as `[]`.
local function encode(message)
  return vim.json.encode(message)
end

--- Starts `cmd` (a list: program and arguments) and returns a connection, or nil and an error.
--- handlers: on_notification(method, params), on_request(method, params) -> result | nil, err,
--- on_exit(code, signal, stderr_tail); all run on the main loop.
function M.start(cmd, handlers, spawn_opts)
  spawn_opts = spawn_opts or {}
  local stdin, stdout, stderr = uv.new_pipe(false), uv.new_pipe(false), uv.new_pipe(false)
  local conn = {
    cmd = cmd,
    next_id = 0,
    callbacks = {},
    closed = false,
    stderr_tail = {},
    sent = 0,
  }
  local args = {}
  for i = 2, #cmd do
    args[#args + 1] = cmd[i]
  end
  local handle, pid_or_err
  handle, pid_or_err = uv.spawn(cmd[1], {
    args = args,
    stdio = { stdin, stdout, stderr },
    cwd = spawn_opts.cwd,
    env = spawn_opts.env,
  }, function(code, signal)
    -- libuv's exit callback: not on the main loop.
    conn.closed = true
    for _, pipe in ipairs({ stdin, stdout, stderr }) do
      if not pipe:is_closing() then
        pipe:close()
      end
    end
    if handle and not handle:is_closing() then
      handle:close()
    end
    vim.schedule(function()
      local pending = conn.callbacks
      conn.callbacks = {}
      for _, callback in pairs(pending) do
        pcall(callback, { code = -32099, message = 'the popsplit daemon exited' }, nil)
      end
      if handlers.on_exit then
        handlers.on_exit(code, signal, table.concat(conn.stderr_tail, ''))
      end
    end)
  end)
  if not handle then
    for _, pipe in ipairs({ stdin, stdout, stderr }) do
      pipe:close()
    end
    return nil, tostring(pid_or_err)
  end
  conn.pid = pid_or_err
  conn.handle = handle

  local function dispatch(message)
    if message.method ~= nil and message.id ~= nil then
      local ok, result, err = pcall(handlers.on_request, message.method, message.params)
      if not ok then
        conn:respond(message.id, nil, { code = -32603, message = tostring(result) })
      else
        conn:respond(message.id, result, err)
      end
    elseif message.method ~= nil then
      if handlers.on_notification then
        handlers.on_notification(message.method, message.params)
      end
    elseif message.id ~= nil then
      local callback = conn.callbacks[message.id]
      conn.callbacks[message.id] = nil
      if callback then
        callback(message.error, message.result)
      end
    end
  end

  -- The framing parser: header section, blank line, body of Content-Length bytes.
  local buffer = ''
  stdout:read_start(function(err, chunk)
    if err or not chunk then
      return
    end
    buffer = buffer .. chunk
    while true do
      local header_end = buffer:find('\r\n\r\n', 1, true)
      if not header_end then
        break
      end
      local header = buffer:sub(1, header_end - 1)
      local length = tonumber(header:lower():match('content%-length:%s*(%d+)'))
      if not length then
        -- Not a frame: drop through the blank line and look again.
        buffer = buffer:sub(header_end + 4)
      else
        if #buffer < header_end + 3 + length then
          break
        end
        local body = buffer:sub(header_end + 4, header_end + 3 + length)
        buffer = buffer:sub(header_end + 4 + length)
        local ok, message = pcall(vim.json.decode, body, { luanil = { object = true, array = true } })
        if ok and type(message) == 'table' then
          vim.schedule(function()
            dispatch(message)
          end)
        end
      end
    end
  end)
  stderr:read_start(function(_, chunk)
    if chunk then
      table.insert(conn.stderr_tail, chunk)
      while #conn.stderr_tail > 20 do
        table.remove(conn.stderr_tail, 1)
      end
    end
  end)

  function conn:write(message)
    if self.closed or stdin:is_closing() then
      return false
    end
    local body = encode(message)
    stdin:write('Content-Length: ' .. #body .. '\r\n\r\n' .. body)
    self.sent = self.sent + 1
    return true
  end

  --- Sends a request; callback(err, result) runs on the main loop (err when the daemon exits).
  function conn:request(method, params, callback)
    self.next_id = self.next_id + 1
    local id = self.next_id
    if not self:write({ jsonrpc = '2.0', id = id, method = method, params = params }) then
      vim.schedule(function()
        callback({ code = -32099, message = 'the popsplit daemon is not running' }, nil)
      end)
      return nil
    end
    self.callbacks[id] = callback
    return id
  end

  function conn:notify(method, params)
    return self:write({ jsonrpc = '2.0', method = method, params = params })
  end

  function conn:respond(id, result, err)
    if err then
      return self:write({ jsonrpc = '2.0', id = id, error = err })
    end
    if result == nil then
      result = vim.NIL
    end
    return self:write({ jsonrpc = '2.0', id = id, result = result })
  end

  --- Pending requests (for tests and :checkhealth).
  function conn:pending()
    local n = 0
    for _ in pairs(self.callbacks) do
      n = n + 1
    end
    return n
  end

  --- Ends the process: shutdown and exit when it still answers, then SIGTERM as a last resort.
  function conn:stop(force)
    if self.closed then
      return
    end
    if force then
      handle:kill('sigterm')
      return
    end
    self:request('shutdown', nil, function()
      self:notify('exit', nil)
    end)
    local timer = uv.new_timer()
    timer:start(1000, 0, function()
      timer:close()
      if not conn.closed and not handle:is_closing() then
        handle:kill('sigterm')
      end
    end)
  end

  return conn
end

return M
