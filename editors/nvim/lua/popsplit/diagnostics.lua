-- popsplit.diagnostics: the daemon's diagnostics of a document as vim.diagnostic items of its
-- buffer (source `popsplit`, code the problem's kind).
local state = require('popsplit.state')
local to_byte = require('popsplit.positions').to_byte

local api = vim.api
local daemon = state.daemon

local M = {}

--- The extent of the JSON token that starts at byte `col` of `line` (a diagnostic from a daemon
--- that gives only a line and a column).
local function token_end(line, col)
  local rest = line:sub(col + 1)
  local quoted = rest:match('^"[^"]*"?')
  if quoted then
    return col + #quoted
  end
  local bare = rest:match('^[^,%]}%s]+')
  if bare then
    return col + #bare
  end
  return math.min(col + 1, #line)
end

--- Whether a diagnostic is about a storyboard's companion document (placed in the companion's
--- text, which is not the buffer's).
local function companion_problem(d)
  return type(d.message) == 'string' and d.message:sub(1, #'companion document:') == 'companion document:'
end

--- Sets a scene's diagnostics from the daemon's `list`, placed in the text `lines` it checked.
function M.set(st, list, lines)
  local items = {}
  for _, d in ipairs(list or {}) do
    local lnum, col, end_lnum, end_col
    local message = d.message or '?'
    if companion_problem(d) then
      -- Its place is in the companion document, not in this buffer: said in the message, shown
      -- on the first line.
      local line = type(d.range) == 'table' and d.range.start and d.range.start.line + 1 or d.line
      if type(line) == 'number' then
        message = message .. ' (companion line ' .. line .. ')'
      end
      lnum, col, end_lnum, end_col = 0, 0, 0, 0
    elseif type(d.range) == 'table' and d.range.start then
      local encoding = daemon.encoding or 'utf-16'
      lnum, end_lnum = d.range.start.line, d.range['end'].line
      col = to_byte(lines[lnum + 1], d.range.start.character, encoding)
      end_col = to_byte(lines[end_lnum + 1], d.range['end'].character, encoding)
    elseif type(d.line) == 'number' then
      lnum = d.line - 1
      local text = lines[lnum + 1] or ''
      col = to_byte(text, (d.column or 1) - 1, 'utf-32')
      end_lnum, end_col = lnum, token_end(text, col)
    else
      lnum, col, end_lnum, end_col = 0, 0, 0, 0
    end
    local severity = d.severity
    if severity == 'error' or severity == 1 then
      severity = vim.diagnostic.severity.ERROR
    elseif severity == 'information' or severity == 3 then
      severity = vim.diagnostic.severity.INFO
    elseif severity == 'hint' or severity == 4 then
      severity = vim.diagnostic.severity.HINT
    else
      severity = vim.diagnostic.severity.WARN
    end
    if d.path and d.path ~= '$' then
      message = message .. ' (' .. d.path .. ')'
    end
    table.insert(items, {
      lnum = lnum,
      col = col,
      end_lnum = end_lnum,
      end_col = end_col,
      severity = severity,
      message = message,
      source = 'popsplit',
      code = d.code or d.kind,
    })
  end
  st.diagnostics = items
  if api.nvim_buf_is_valid(st.bufnr) then
    vim.diagnostic.set(state.ns_diagnostics, st.bufnr, items)
  end
end

return M
