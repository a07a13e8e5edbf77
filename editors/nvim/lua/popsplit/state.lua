-- popsplit.state: what the plugin's modules share. `public` is the table require('popsplit')
-- returns: the options, the messages shown, the draw hooks and the last jump, tap and page URL are
-- read and written there, by the modules and by the user's code alike.
local configuration = require('popsplit.config')

local api = vim.api

local S = {}

S.public = {
  version = '0.1.0',
  config = configuration.build({}),
  --- Messages shown to the user (the tests read them).
  messages = {},
  --- Functions called after each preview is drawn: hook(state).
  on_draw = {},
}

--- The daemon: its connection, a generation counter (callbacks of a dead daemon are ignored), the
--- position encoding it chose at initialize, recent restarts.
S.daemon = { conn = nil, gen = 0, encoding = nil, info = nil, restarts = {}, stopping = false, starts = 0 }

--- Scene state by source buffer, by scene id, by preview buffer and by events buffer.
S.states, S.by_scene, S.by_preview, S.by_events = {}, {}, {}, {}

S.ns_diagnostics = api.nvim_create_namespace('popsplit')
S.ns_highlight = api.nvim_create_namespace('popsplit-highlight')

return S
