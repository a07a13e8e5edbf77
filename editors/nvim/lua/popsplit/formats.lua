-- popsplit.formats: what a buffer holds, by its file name: an Interface Builder storyboard
-- (`.storyboard`) or nib (`.xib`), opened as a scene with `format` and, when the file
-- `<name>.popsplit.json` is beside it, that companion document's path; anything else a scene
-- document (the daemon tells JSON from XML by the content when no format is given).
local api = vim.api

local M = {}

M.companion_suffix = '.popsplit.json'

--- 'storyboard' or 'xib' for a file name ending so (any case), else nil.
function M.of_name(name)
  local lower = (name or ''):lower()
  if lower:match('%.storyboard$') then
    return 'storyboard'
  end
  if lower:match('%.xib$') then
    return 'xib'
  end
  return nil
end

--- The storyboard or nib a companion document's file name belongs to, else nil.
function M.companion_owner(name)
  if not name or name:sub(-#M.companion_suffix) ~= M.companion_suffix then
    return nil
  end
  local owner = name:sub(1, -#M.companion_suffix - 1)
  return M.of_name(owner) and owner or nil
end

--- The members `scene/open` and `scene/reload` take besides the text for a buffer: `format` and
--- `companion` for a storyboard or nib (the companion's absolute path when that file exists).
function M.params(bufnr)
  local name = api.nvim_buf_get_name(bufnr)
  local format = M.of_name(name)
  if not format then
    return {}
  end
  local params = { format = format }
  local companion = vim.fn.fnamemodify(name, ':p') .. M.companion_suffix
  if vim.fn.filereadable(companion) == 1 then
    params.companion = companion
  end
  return params
end

return M
