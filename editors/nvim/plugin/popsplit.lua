-- popsplit.nvim's commands. The plugin loads (and starts the daemon) only when one is used.
if vim.g.loaded_popsplit then
  return
end
vim.g.loaded_popsplit = true

local function popsplit()
  return require('popsplit')
end

local command = vim.api.nvim_create_user_command

command('PopsplitPreview', function()
  popsplit().preview()
end, { desc = 'popsplit: a live text preview of this scene document in a split' })
command('PopsplitBrowser', function()
  popsplit().browser()
end, { desc = "popsplit: open the daemon's preview page in the browser" })
command('PopsplitRotate', function(args)
  popsplit().rotate(args.args)
end, {
  nargs = '?',
  complete = function()
    return { 'portrait', 'portraitUpsideDown', 'landscapeLeft', 'landscapeRight' }
  end,
  desc = 'popsplit: rotate the iPad (portrait <-> landscape, or to the orientation given)',
})
command('PopsplitTap', function(args)
  popsplit().tap(args.fargs[1], args.fargs[2])
end, {
  nargs = '+',
  -- The node ids of the current layout, when the plugin has one (no server is started for it).
  complete = function(lead, line)
    if not package.loaded['popsplit'] or #vim.split(line, '%s+', { trimempty = true }) > (lead == '' and 1 or 2) then
      return {}
    end
    local ids = require('popsplit.commands').node_ids(popsplit().status(0))
    return vim.tbl_filter(function(id)
      return vim.startswith(id:lower(), lead:lower())
    end, ids)
  end,
  desc = 'popsplit: tap at x y (points, window coordinates), or on a layout node by its id',
})
command('PopsplitEvents', function()
  popsplit().events()
end, { desc = "popsplit: the scene's delegate and lifecycle events, streaming" })
command('PopsplitJump', function()
  popsplit().jump()
end, { desc = 'popsplit: source cursor -> node highlighted; preview cursor -> its declaration' })
command('PopsplitRestart', function()
  popsplit().restart()
end, { desc = 'popsplit: restart the daemon and reopen every scene' })
command('PopsplitCall', function(args)
  local method, json = args.args:match('^(%S+)%s*(.*)$')
  local params = {}
  if json and json ~= '' then
    local ok, decoded = pcall(vim.json.decode, json)
    if not ok or type(decoded) ~= 'table' then
      vim.notify('popsplit: PopsplitCall takes a method and a JSON object', vim.log.levels.ERROR)
      return
    end
    params = decoded
  end
  popsplit().call(method, params)
end, { nargs = '+', desc = 'popsplit: call a scene method, e.g. app/enterBackground' })
