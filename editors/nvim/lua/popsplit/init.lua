-- popsplit.nvim: a live iPad preview of a popsplit scene document, drawn by `popsplit serve`.
--
-- The entry point: the public API over the modules that do the work, each one concern:
--   state          what the modules share (this table, the daemon record, the scenes)
--   daemon, rpc    the daemon process and its JSON-RPC connection
--   sync           buffers as scenes: opened, reloaded as they change, rendered
--   preview        the text picture: its grid, drawing, the highlighted node
--   diagnostics    the daemon's diagnostics as vim.diagnostic items
--   notifications  what the daemon sends unasked, and the delegate's questions
--   jumps          between the document and its previews
--   commands, page what the :Popsplit commands do; the preview page in a browser
--   log, positions messages to the user; character positions <-> byte columns
local configuration = require('popsplit.config')
local state = require('popsplit.state')
local daemon = require('popsplit.daemon')
local sync = require('popsplit.sync')
local preview = require('popsplit.preview')
local positions = require('popsplit.positions')
local notifications = require('popsplit.notifications')
local jumps = require('popsplit.jumps')
local commands = require('popsplit.commands')
local page = require('popsplit.page')

local api = vim.api

-- M.version, M.config, M.messages and M.on_draw are created in popsplit.state.
local M = state.public

daemon.wire({
  notification = notifications.on_notification,
  question = notifications.on_question,
  lost = sync.forget_all,
  reopen = sync.reopen_all,
})

M.attach = sync.attach
M.restart = daemon.restart
M.stop = daemon.stop
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

--- Options; see :help popsplit-options. May be called again.
function M.setup(opts)
  M.config = configuration.build(opts)
  api.nvim_set_hl(0, 'PopsplitNode', { default = true, link = 'IncSearch' })
  return M
end

--- State for :checkhealth and the tests: the daemon record, or a buffer's scene (0: the current
--- buffer; a preview or events buffer gives its document's).
function M.status(bufnr)
  if bufnr == nil then
    return state.daemon
  end
  bufnr = bufnr == 0 and api.nvim_get_current_buf() or bufnr
  return state.states[bufnr] or state.by_preview[bufnr] or state.by_events[bufnr]
end

api.nvim_set_hl(0, 'PopsplitNode', { default = true, link = 'IncSearch' })
-- A storyboard's or nib's companion document written: its scene is sent again.
api.nvim_create_autocmd('BufWritePost', {
  group = api.nvim_create_augroup('popsplit-companion', { clear = true }),
  pattern = { '*.storyboard.popsplit.json', '*.xib.popsplit.json' },
  callback = function(args)
    sync.companion_written(args.match ~= '' and args.match or api.nvim_buf_get_name(args.buf))
  end,
})
api.nvim_create_autocmd('VimLeavePre', {
  group = api.nvim_create_augroup('popsplit-exit', { clear = true }),
  callback = function()
    M.stop()
  end,
})

return M
