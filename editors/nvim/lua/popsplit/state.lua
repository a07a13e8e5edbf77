-- popsplit.state: what the plugin's modules share. `public` is the table require('popsplit')
-- returns: the options, the messages shown, the draw hooks and the last jump, tap and page URL are
-- read and written there, by the modules and by the user's code alike.
local configuration = require('popsplit.config')

local api = vim.api

local S = {}

S.public = {
  version = '0.2.0',
  config = configuration.build({}),
  --- Messages shown to the user (the tests read them).
  messages = {},
  --- Functions called after each preview is drawn: hook(state).
  on_draw = {},
}

--- The language server (`popsplit lsp`) as a vim.lsp client: its client id and process id, a
--- generation counter (callbacks of a server that died are ignored), how often it was started,
--- its recent deaths.
S.server = { client_id = nil, pid = nil, gen = 0, restarts = {}, stopping = false, gave_up = false, starts = 0 }

--- Scene state by source buffer, by document URI, by preview buffer and by events buffer.
S.states, S.by_uri, S.by_preview, S.by_events = {}, {}, {}, {}

S.ns_highlight = api.nvim_create_namespace('popsplit-highlight')

return S
