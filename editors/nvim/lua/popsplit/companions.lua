-- popsplit.companions: a storyboard's or nib's companion document (`Main.storyboard.popsplit.json`
-- beside `Main.storyboard`, protocol.md 8.13). The language server reads it beside the storyboard
-- itself; a companion open in a buffer is attached to the server too (vim.lsp sends its didOpen,
-- didChange and didClose), so the storyboard loads with the buffer's text as it is typed and the
-- companion's own mistakes show on the companion's buffer. A companion has no scene of its own: no
-- preview, no scene state, no :Popsplit command works in it.
local state = require('popsplit.state')

local api = vim.api

local M = {}

--- The endings the server takes for a companion document (case as written).
M.patterns = { '*.storyboard.popsplit.json', '*.xib.popsplit.json' }

--- Whether a file name is a storyboard's or nib's companion document.
function M.is_companion(name)
  return type(name) == 'string'
    and (name:find('%.storyboard%.popsplit%.json$') ~= nil or name:find('%.xib%.popsplit%.json$') ~= nil)
end

--- The storyboard or nib a companion document belongs to, else nil.
function M.owner(name)
  return M.is_companion(name) and name:sub(1, -#'.popsplit.json' - 1) or nil
end

--- Whether a buffer is a companion document the server should have (loaded, a file, not a scene).
local function wanted(bufnr)
  return api.nvim_buf_is_valid(bufnr) and api.nvim_buf_is_loaded(bufnr) and not state.states[bufnr]
    and api.nvim_buf_get_option(bufnr, 'buftype') == '' and M.is_companion(api.nvim_buf_get_name(bufnr))
end

--- Attaches a companion buffer to the client (once; vim.lsp sends its didOpen). Returns whether
--- it is attached.
function M.attach(bufnr, client_id)
  if not (client_id and wanted(bufnr)) then
    return false
  end
  if not vim.lsp.buf_is_attached(bufnr, client_id) then
    vim.lsp.buf_attach_client(bufnr, client_id)
  end
  return true
end

--- Attaches every companion buffer open to a client just started; returns how many there are.
function M.attach_all(client_id)
  local count = 0
  for _, bufnr in ipairs(api.nvim_list_bufs()) do
    if M.attach(bufnr, client_id) then
      count = count + 1
    end
  end
  return count
end

--- How many companion buffers are attached to the client.
function M.count(client_id)
  local count = 0
  for _, bufnr in ipairs(api.nvim_list_bufs()) do
    if wanted(bufnr) and vim.lsp.buf_is_attached(bufnr, client_id) then
      count = count + 1
    end
  end
  return count
end

return M
