-- popsplit.questions: the delegate's questions (protocol.md section 6) in words, and their
-- answers by the `questions` option: the daemon's default, always yes, always no, or asked.
local M = {}

local function arg(params, name)
  local value = type(params.args) == 'table' and params.args[name] or nil
  if value == nil or value == vim.NIL then
    return '?'
  end
  if type(value) == 'table' then
    return table.concat(vim.tbl_map(tostring, value), ' x ')
  end
  return tostring(value)
end

--- Words for the questions the daemon asks, by method.
local phrasings = {
  ['delegate/popoverControllerShouldDismissPopover'] = function(p)
    return string.format('Should the popover controller %s dismiss?', arg(p, 'popoverController'))
  end,
  ['delegate/tabBarControllershouldSelectViewController'] = function(p)
    return string.format('Should the tab bar controller %s select %s?', arg(p, 'tabBarController'), arg(p, 'viewController'))
  end,
  ['delegate/splitViewControllershouldHideViewControllerinOrientation'] = function(p)
    return string.format('Should the split view controller %s hide %s in %s?', arg(p, 'splitViewController'),
      arg(p, 'viewController'), arg(p, 'orientation'))
  end,
  ['delegate/splitViewControllerconstrainSplitPositionsplitViewSize'] = function(p)
    return string.format('Where should the split view controller %s put its split (proposed %s, pane area %s)?',
      arg(p, 'splitViewController'), arg(p, 'proposedPosition'), arg(p, 'splitViewSize'))
  end,
}

--- The question in words: "Should the popover controller brushPopover dismiss?". A question
--- this plugin has no words for is its selector with its arguments.
function M.text(method, params)
  local phrase = phrasings[method]
  if phrase then
    return phrase(params)
  end
  local args = {}
  for name in pairs(type(params.args) == 'table' and params.args or {}) do
    table.insert(args, name .. ' ' .. arg(params, name))
  end
  table.sort(args)
  local selector = type(params.selector) == 'string' and params.selector or method:gsub('^delegate/', '')
  return string.format('%s (%s)?', selector, table.concat(args, ', '))
end

local function words(value)
  if value == true then
    return 'yes'
  elseif value == false then
    return 'no'
  end
  return tostring(value)
end

--- Asks the user: a yes/no question with confirm(), a number with input(). nil: the default.
local function ask(method, params)
  local question, default = M.text(method, params), params.default
  if type(default) == 'boolean' then
    local choice = vim.fn.confirm('popsplit: ' .. question, '&Yes\n&No\n&Default (' .. words(default) .. ')', 3)
    if choice == 1 then
      return true
    elseif choice == 2 then
      return false
    end
    return nil
  end
  if type(default) == 'number' then
    local typed = vim.fn.input('popsplit: ' .. question .. ' ', tostring(default))
    return tonumber(typed)
  end
  return nil
end

--- The answer to send (a value, or vim.NIL for the default) and what to record ("answered no",
--- "default (yes)").
function M.answer(mode, method, params)
  local default = params.default
  local value
  if mode == 'ask' then
    value = ask(method, params)
  elseif type(default) == 'boolean' and mode == 'yes' then
    value = true
  elseif type(default) == 'boolean' and mode == 'no' then
    value = false
  end
  if value == nil then
    return vim.NIL, 'default (' .. words(default) .. ')'
  end
  return { answer = value }, 'answered ' .. words(value)
end

return M
