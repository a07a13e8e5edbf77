-- popsplit.nvim: a live iPad preview of a popsplit scene document, from the language server
-- `popsplit lsp` run by Neovim's own LSP client.
--
-- Neovim's LSP client does the document sync, the diagnostics, go-to-definition, hover,
-- references, symbols, completion and quick fixes. This plugin does what LSP has no words for,
-- through the server's popsplit extensions (protocol.md section 14.1), one module per concern:
--   state          what the modules share (this table, the server record, the scenes)
--   server         the language server as a vim.lsp client: started, restarted, stopped
--   scenes         buffers attached to it; popsplit/request; pictures; snapshots kept, restored
--   companions     storyboards' companion documents open in buffers, attached too (no scene)
--   preview        the text picture: its grid, drawing, the highlighted node
--   notifications  the scene notifications (layouts, events, reveals) and the questions
--   questions      the delegate's questions in words, and their answers
--   jumps          between the document and its previews
--   commands, page what the :Popsplit commands do; the preview page in a browser
--   log, positions messages to the user; character positions <-> byte columns
local configuration = require('popsplit.config')
local state = require('popsplit.state')
local server = require('popsplit.server')
local scenes = require('popsplit.scenes')
local companions = require('popsplit.companions')
local preview = require('popsplit.preview')
local positions = require('popsplit.positions')
local notifications = require('popsplit.notifications')
local jumps = require('popsplit.jumps')
local commands = require('popsplit.commands')
local page = require('popsplit.page')

local api = vim.api

-- M.version, M.config, M.messages and M.on_draw are created in popsplit.state.
local M = state.public

server.wire({
  notification = notifications.on_scene_notification,
  question = notifications.on_question,
  reveal = notifications.on_reveal,
  diagnostics = scenes.diagnostics_published,
  attached = scenes.attached,
  lost = scenes.forget_all,
  started = companions.attach_all,
  reopen = scenes.reopen_all,
})

M.attach = scenes.attach
M.restart = server.restart
M.stop = server.stop
M.preview = commands.preview
M.events = commands.events
M.rotate = commands.rotate
M.tap = commands.tap
M.tap_cursor = commands.tap_cursor
M.call = commands.call
M.jump = jumps.jump
M.browser = page.browser

M._to_byte, M._from_byte = positions.to_byte, positions.from_byte
M._node_cells = preview.node_cells
M._preview_target = jumps.preview_target

--- Options; see :help popsplit-options. May be called again (a running server keeps the options
--- it was started with until :PopsplitRestart).
function M.setup(opts)
  M.config = configuration.build(opts)
  api.nvim_set_hl(0, 'PopsplitNode', { default = true, link = 'IncSearch' })
  return M
end

--- The language server's vim.lsp client, or nil when it is not running.
function M.client()
  return state.server.client_id and vim.lsp.get_client_by_id(state.server.client_id) or nil
end

--- State for :checkhealth and the tests: the server record (client_id, pid, starts ...), or a
--- buffer's scene (0: the current buffer; a preview or events buffer gives its document's).
function M.status(bufnr)
  if bufnr == nil then
    return state.server
  end
  bufnr = bufnr == 0 and api.nvim_get_current_buf() or bufnr
  return state.states[bufnr] or state.by_preview[bufnr] or state.by_events[bufnr]
end

api.nvim_set_hl(0, 'PopsplitNode', { default = true, link = 'IncSearch' })
-- A companion document opened while the server runs goes to it (one opened before is attached
-- when the server starts): its edits reload its storyboard, its mistakes show on it.
api.nvim_create_autocmd({ 'BufReadPost', 'BufNewFile', 'BufFilePost' }, {
  group = api.nvim_create_augroup('popsplit-companions', { clear = true }),
  pattern = companions.patterns,
  callback = function(args)
    local client = M.client()
    if client and not client.is_stopped() then
      companions.attach(args.buf, client.id)
    end
  end,
})
api.nvim_create_autocmd('VimLeavePre', {
  group = api.nvim_create_augroup('popsplit-exit', { clear = true }),
  callback = function()
    M.stop()
  end,
})

return M
