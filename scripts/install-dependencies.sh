#!/usr/bin/env bash
# Installs the Debian packages Raster needs: pkg-config, libpng, libdeflate, libjpeg and FreeType headers, libxml2
# (Foundation's XMLParser, which reads SVG image files), and
# the fonts its renders and snapshot references use (Inter, Nanum Gothic, DejaVu, Google's
# Material Icons, which draws SF Symbols names, and Noto Color Emoji), and binutils
# (nm, which the tests of release-build preview discovery read object files with).
# Skips the install when everything is already there.
set -euo pipefail
packages=(pkg-config libpng-dev libdeflate-dev libjpeg-dev libfreetype-dev libxml2 fonts-inter fonts-nanum fonts-dejavu-core
          fonts-material-design-icons-iconfont fonts-noto-color-emoji binutils)
missing=()
for p in "${packages[@]}"; do
    dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
    echo "install-dependencies: all ${#packages[@]} packages are already installed"
    exit 0
fi
echo "install-dependencies: installing ${missing[*]}"
sudo_cmd=""
if [ "$(id -u)" -ne 0 ]; then sudo_cmd="sudo"; fi
$sudo_cmd apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${missing[@]}"
