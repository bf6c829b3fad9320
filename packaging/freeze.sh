#!/usr/bin/env bash
# The desktop build on Linux, Windows (Git Bash) and macOS: a clean virtual environment with the
# pinned versions of requirements-package.txt, the icons, the compiled translations, then
# PyInstaller (onedir; on macOS also "Recto Verso Studio.app"). Used by make package and by
# the release workflow. PYTHON names the interpreter (default: python3, else python).
set -euo pipefail
cd "$(dirname "$0")/.."
python=${PYTHON:-$(command -v python3 >/dev/null 2>&1 && echo python3 || echo python)}
venv=build/package-venv
rm -rf "$venv" build/pyinstaller dist/rectoverso-studio "dist/Recto Verso Studio.app"
"$python" -m venv "$venv"
bin="$venv/bin"; [[ -d "$bin" ]] || bin="$venv/Scripts"
"$bin/python" -m pip install --quiet --upgrade pip
"$bin/python" -m pip install --quiet -r packaging/requirements-package.txt
"$bin/python" -m pip install --quiet --no-deps .
"$bin/python" packaging/make_icons.py build/icons
for ts in resources/i18n/*.ts; do "$bin/pyside6-lrelease" -silent "$ts" -qm "${ts%.ts}.qm"; done
if [[ "$(uname -s)" == Darwin ]]; then  # the .app's icon, from the PNGs at 1x and 2x
  iconset=build/icons/rectoverso-studio.iconset
  rm -rf "$iconset" && mkdir -p "$iconset"
  for size in 16 32 128 256 512; do
    cp "build/icons/rectoverso-studio-$size.png" "$iconset/icon_${size}x${size}.png"
    cp "build/icons/rectoverso-studio-$((size * 2)).png" "$iconset/icon_${size}x${size}@2x.png"
  done
  iconutil --convert icns --output build/icons/rectoverso-studio.icns "$iconset"
fi
"$bin/pyinstaller" --noconfirm --log-level WARN --distpath dist --workpath build/pyinstaller packaging/rectoverso.spec
