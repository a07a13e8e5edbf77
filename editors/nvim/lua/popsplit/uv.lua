-- popsplit.uv: libuv's bindings, `vim.uv` from Neovim 0.10 on, `vim.loop` before (0.7 to 0.9).
return vim.uv or vim.loop
