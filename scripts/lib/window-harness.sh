# Shared by the real-window test scripts (sourced, not run): the debug previewer binary, a scratch folder, pass and
# fail counters, an Xvfb server on a free display, and helpers that read pixels of screenshots.
# shellcheck shell=bash

binary=$PWD/.build/debug/Previewer
[[ -x $binary ]] || swift build --product Previewer >/dev/null
work=$(mktemp -d)
passed=0
failed=0
pass() { echo "window-test passed: $1"; passed=$((passed + 1)); }
fail() { echo "window-test FAILED: $1" >&2; failed=$((failed + 1)); }

# A display number nobody holds: a server already on the one drawn (another run's, or a stale lock) makes Xvfb exit,
# so another is drawn until one answers.
xvfb=""
trap 'kill $xvfb 2>/dev/null; rm -rf "$work"' EXIT
for _ in $(seq 5); do
  display=":$((90 + RANDOM % 100))"
  Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
  xvfb=$!
  for _ in $(seq 50); do DISPLAY=$display xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done
  kill -0 $xvfb 2>/dev/null && DISPLAY=$display xdpyinfo >/dev/null 2>&1 && break
  kill $xvfb 2>/dev/null
done
export DISPLAY=$display
export SDL_VIDEODRIVER=x11

# The colour of one pixel of a screenshot as "r,g,b" (0-255).
pixel() { convert "$1" -format "%[fx:round(255*u.p{$2,$3}.r)],%[fx:round(255*u.p{$2,$3}.g)],%[fx:round(255*u.p{$2,$3}.b)]" info:; }

# Polls screenshots (into $work/poll.png) until `$@` succeeds or 5 s pass; checks read "$work/poll.png". Waiting
# for a condition instead of a fixed time keeps the tests right on a slow machine and quick on a fast one.
wait_until() {
  for _ in $(seq 50); do
    import -window root "$work/poll.png"
    "$@" && return 0
    sleep 0.1
  done
  return 1
}
# Whether the polled pixel at x y has colour c ("r,g,b").
pixel_is() { [[ $(pixel "$work/poll.png" "$1" "$2") == "$3" ]]; }
# Whether the polled pixel at x y is purple over the light background (red and blue well above green).
pixel_is_purple() {
  local r g b
  IFS=, read -r r g b <<<"$(pixel "$work/poll.png" "$1" "$2")"
  ((r > g + 20 && b > g + 20))
}

