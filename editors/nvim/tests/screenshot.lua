-- The scene of the README's picture (editors/nvim/tests/screenshot.sh runs it in Neovim inside
-- tmux): popover-settings-help.json with its preview, the "New Game" popover tapped open, the
-- node of the cursor's line highlighted, and a misspelt key typed: Neovim shows the language
-- server's diagnostic while the preview keeps the last good picture. Writes $POPSPLIT_SHOT_READY
-- when everything shows.
local api = vim.api
-- Messages on the command line, as in a user's Neovim (the tests' init logs them instead).
vim.notify = function(message, level)
  api.nvim_echo({ { message, level == vim.log.levels.WARN and 'WarningMsg' or nil } }, false, {})
end
vim.o.fillchars = 'vert:│'
vim.o.signcolumn = 'yes'
vim.cmd('highlight SignColumn ctermbg=NONE')
vim.cmd('highlight VertSplit cterm=NONE ctermfg=240 ctermbg=NONE')
local popsplit = require('popsplit').setup({ cmd = { os.getenv('POPSPLIT'), 'lsp' }, preview_size = 96 })
local ready = assert(os.getenv('POPSPLIT_SHOT_READY'), 'POPSPLIT_SHOT_READY')

local src = api.nvim_get_current_buf()
vim.cmd('PopsplitPreview')
local st = popsplit.status(src)

local function has_node(id)
  for _, node in ipairs(st.layout and st.layout.nodes or {}) do
    if node.id == id then
      return true
    end
  end
  return false
end

local function line_of(pattern)
  for i, line in ipairs(api.nvim_buf_get_lines(src, 0, -1, false)) do
    if line:find(pattern) then
      return i, line
    end
  end
end

local function fail(what)
  vim.fn.writefile({ 'failed: ' .. what }, ready)
end

--- Runs the steps one after the other, each once its condition holds.
local function step(what, cond, next_step)
  local timer = vim.loop.new_timer()
  local waited = 0
  timer:start(50, 50, vim.schedule_wrap(function()
    waited = waited + 50
    if cond() then
      timer:stop()
      timer:close()
      next_step()
    elseif waited > 20000 then
      timer:stop()
      timer:close()
      fail(what)
    end
  end))
end

step('the picture', function()
  return st.picture ~= nil
end, function()
  popsplit.tap(50, 40) -- the "New Game" button: its popover
  step('the popover', function()
    return has_node('settingsPopover')
  end, function()
    -- The styleRow row of the popover, highlighted from its declaration.
    local row = line_of('"id": "styleRow"')
    api.nvim_win_set_cursor(0, { row, 20 })
    vim.cmd('normal! zz')
    popsplit.jump()
    step('the highlight', function()
      return st.highlight_cells ~= nil
    end, function()
      -- A misspelt key, as if typed: the diagnostic, the picture unchanged.
      local line, text = line_of('"title": "Stages"')
      api.nvim_buf_set_lines(src, line - 1, line, false, { (text:gsub('"title": "Stages"', '"titel": "Stages"')) })
      api.nvim_win_set_cursor(0, { line, (text:find('"title"')) })
      step('the diagnostic', function()
        return #vim.diagnostic.get(src) > 0
      end, function()
        vim.cmd('redraw!')
        vim.defer_fn(function()
          vim.fn.writefile({ 'ready' }, ready)
        end, 300)
      end)
    end)
  end)
end)
