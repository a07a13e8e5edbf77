-- popsplit.positions: the language server's positions (utf-8, utf-16 or utf-32 characters,
-- zero-based) <-> Neovim's byte columns.
local M = {}

function M.to_byte(line, character, encoding)
  line = line or ''
  if encoding == 'utf-8' then
    return math.min(character, #line)
  end
  local ok, byte = pcall(vim.str_byteindex, line, character, encoding == 'utf-16')
  if ok then
    return byte
  end
  return #line
end

function M.from_byte(line, col, encoding)
  line = line or ''
  col = math.min(col, #line)
  if encoding == 'utf-8' then
    return col
  end
  local utf32, utf16 = vim.str_utfindex(line, col)
  if encoding == 'utf-16' then
    return utf16
  end
  return utf32
end

return M
