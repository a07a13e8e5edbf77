-- A small test harness for headless Neovim: test(name, fn), assertions, waits, and the exit code.
local H = {}

H.repo = os.getenv('POPSPLIT_REPO') or vim.fn.getcwd()
H.popsplit = os.getenv('POPSPLIT') or (H.repo .. '/.build/debug/popsplit')
H.tmp = vim.fn.tempname()
vim.fn.mkdir(H.tmp, 'p')

local results = { passed = 0, failed = 0 }

local function out(text)
  io.stdout:write(text .. '\n')
  io.stdout:flush()
end
H.out = out

function H.test(name, fn)
  local started = vim.loop.hrtime()
  local ok, err = xpcall(fn, debug.traceback)
  local ms = (vim.loop.hrtime() - started) / 1e6
  if ok then
    results.passed = results.passed + 1
    out(string.format('ok   %s (%.0f ms)', name, ms))
  else
    results.failed = results.failed + 1
    out(string.format('FAIL %s\n%s', name, tostring(err)))
  end
end

function H.finish()
  out(string.format('%d passed, %d failed', results.passed, results.failed))
  if results.failed > 0 then
    vim.cmd('cquit 1')
  else
    vim.cmd('qall!')
  end
end

function H.eq(expected, actual, what)
  if not vim.deep_equal(expected, actual) then
    error(string.format('%s: expected %s, got %s', what or 'value', vim.inspect(expected), vim.inspect(actual)), 2)
  end
end

function H.truthy(value, what)
  if not value then
    error((what or 'condition') .. ' does not hold', 2)
  end
  return value
end

--- Waits (the event loop runs meanwhile) until cond() is true; fails after timeout ms.
function H.wait(what, cond, timeout)
  local ok = vim.wait(timeout or 10000, cond, 5)
  if not ok then
    error('timed out waiting for ' .. what, 2)
  end
end

--- A copy of an example scene in the temporary directory.
function H.example(name)
  local src = H.repo .. '/examples/scenes/' .. name
  local dst = H.tmp .. '/' .. name
  vim.fn.writefile(vim.fn.readfile(src, 'b'), dst, 'b')
  return dst
end

--- What `popsplit render` draws for the buffer's text at a grid: the expected picture.
function H.render_text(lines, columns, rows)
  local file = H.tmp .. '/expected-' .. tostring(vim.loop.hrtime()) .. '.json'
  vim.fn.writefile(lines, file)
  local output = vim.fn.system({ H.popsplit, 'render', file, '--format', 'text', '--size', columns .. 'x' .. rows })
  if vim.v.shell_error ~= 0 then
    error('popsplit render failed: ' .. output)
  end
  local picture = vim.split(output, '\n', { plain = true })
  if picture[#picture] == '' then
    table.remove(picture)
  end
  return picture
end

function H.buffer_lines(buf)
  return vim.api.nvim_buf_get_lines(buf, 0, -1, false)
end

--- The 1-based line of the first match of a Lua pattern in a buffer.
function H.find_line(buf, pattern)
  for i, line in ipairs(H.buffer_lines(buf)) do
    if line:find(pattern) then
      return i, line
    end
  end
  error('no line matches ' .. pattern)
end

function H.window_of(buf)
  local win = vim.fn.bufwinid(buf)
  H.truthy(win ~= -1, 'a window shows buffer ' .. buf)
  return win
end

--- Methods the daemon offers.
function H.daemon_methods()
  local input = '{"jsonrpc":"2.0","id":1,"method":"initialize"}\n'
  local first = vim.split(vim.fn.system({ H.popsplit, 'serve' }, input), '\n', { plain = true })[1]
  local methods = {}
  for _, m in ipairs(vim.json.decode(first).result.capabilities.methods) do
    methods[m] = true
  end
  return methods
end

return H
