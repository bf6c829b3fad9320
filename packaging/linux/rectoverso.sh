#!/bin/sh
# Start Recto Verso Studio: the self-contained build lives in /opt/rectoverso-studio.
# The path is found from this script's own place, so a package unpacked into any folder
# (dpkg -x) runs from there as well as from the installed system.
here=$(dirname "$(readlink -f "$0")")
exec "$here/../../opt/rectoverso-studio/rectoverso-studio" "$@"
