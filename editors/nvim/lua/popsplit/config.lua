-- popsplit.config: the options of require('popsplit').setup(), their defaults and their checks.
local M = {}

M.defaults = {
  -- The language server's command line, as LSP client configs give it: a list, the program first.
  cmd = { 'popsplit', 'lsp' },
  -- Milliseconds between the last change of a buffer and Neovim's LSP client sending it
  -- (its `debounce_text_changes`): the changes of a burst of typing go out together.
  debounce_ms = 20,
  -- How :PopsplitPreview splits: 'vertical' or 'horizontal'.
  split = 'vertical',
  -- Size of the preview split (columns for a vertical split, lines for a horizontal one); nil:
  -- half the editor.
  preview_size = nil,
  -- How the text picture fills the preview window: 'aspect' keeps the iPad's proportions (a
  -- character is about twice as tall as wide), 'window' uses every cell of the window.
  fit = 'aspect',
  -- A fixed grid {columns, rows} instead of one sized to the window (each side 8 to 400).
  grid = nil,
  -- Answers to the delegate's questions: 'default' (the daemon's documented default answers),
  -- 'yes', 'no', or 'ask' (a confirm() prompt, the question in words).
  questions = 'default',
  -- How long the server waits for an answer to a question before its default applies.
  question_timeout_ms = 60000,
  -- How :PopsplitBrowser opens the preview page: nil (vim.ui.open when there is one, else
  -- xdg-open or open), a command list to which the URL is appended, or a function(url).
  open_url = nil,
  -- Restart the language server when it dies, at most this many times in restart_window_s seconds.
  max_restarts = 5,
  restart_window_s = 180,
  -- Lines kept in each scene's event history (:PopsplitEvents).
  max_events = 5000,
  -- The preview's theme for the page: 'light' or 'dark'.
  theme = 'light',
}

local function fail(message)
  error('popsplit.setup: ' .. message, 3)
end

local function check_cmd(cmd)
  if type(cmd) ~= 'table' or #cmd == 0 then
    fail('cmd: expected a non-empty list of strings such as {"popsplit", "lsp"}, got ' .. vim.inspect(cmd))
  end
  for i, part in ipairs(cmd) do
    if type(part) ~= 'string' or part == '' then
      fail(string.format('cmd[%d]: expected a non-empty string, got %s', i, vim.inspect(part)))
    end
  end
end

local function one_of(name, value, choices)
  for _, choice in ipairs(choices) do
    if value == choice then
      return
    end
  end
  fail(string.format('%s: expected one of %s, got %s', name, table.concat(choices, ', '), vim.inspect(value)))
end

local function integer(name, value, low, high)
  if type(value) ~= 'number' or value ~= math.floor(value) or value < low or value > high then
    fail(string.format('%s: expected an integer from %d to %d, got %s', name, low, high, vim.inspect(value)))
  end
end

--- Merges opts over the defaults and checks every member; an unknown member is an error (a
--- misspelt option should not silently do nothing).
function M.build(opts)
  opts = opts or {}
  if type(opts) ~= 'table' then
    fail('expected a table of options, got ' .. vim.inspect(opts))
  end
  for key in pairs(opts) do
    if M.defaults[key] == nil and key ~= 'preview_size' and key ~= 'grid' and key ~= 'open_url' then
      fail('unknown option ' .. vim.inspect(key))
    end
  end
  local config = vim.tbl_extend('force', vim.deepcopy(M.defaults), opts)
  check_cmd(config.cmd)
  if config.cmd[#config.cmd] == 'serve' then
    fail('cmd: ' .. table.concat(config.cmd, ' ') .. ' is the daemon; the plugin runs the language server: '
      .. table.concat(vim.list_slice(config.cmd, 1, #config.cmd - 1), ' ') .. ' lsp')
  end
  integer('debounce_ms', config.debounce_ms, 0, 10000)
  one_of('split', config.split, { 'vertical', 'horizontal' })
  one_of('fit', config.fit, { 'aspect', 'window' })
  one_of('questions', config.questions, { 'default', 'yes', 'no', 'ask' })
  one_of('theme', config.theme, { 'light', 'dark' })
  integer('question_timeout_ms', config.question_timeout_ms, 1, 3600000)
  integer('max_restarts', config.max_restarts, 0, 1000)
  integer('restart_window_s', config.restart_window_s, 1, 86400)
  integer('max_events', config.max_events, 10, 1000000)
  if config.preview_size ~= nil then
    integer('preview_size', config.preview_size, 10, 1000)
  end
  if config.grid ~= nil then
    if type(config.grid) ~= 'table' or #config.grid ~= 2 then
      fail('grid: expected {columns, rows}, got ' .. vim.inspect(config.grid))
    end
    integer('grid[1]', config.grid[1], 8, 400)
    integer('grid[2]', config.grid[2], 8, 400)
  end
  local open_type = type(config.open_url)
  if config.open_url ~= nil and open_type ~= 'function' then
    if open_type ~= 'table' then
      fail('open_url: expected nil, a command list or a function, got ' .. vim.inspect(config.open_url))
    end
    check_cmd(config.open_url)
  end
  return config
end

return M
