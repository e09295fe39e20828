#!/usr/bin/env python3
"""Writes the fixture images (tiny PNGs, named the DocC way) and a minimal MP4 container."""
import os, struct, zlib

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, ".."))

def png(path, w, h, rgb):
    raw = b"".join(b"\x00" + bytes(rgb) * w for _ in range(h))
    def chunk(tag, data):
        return struct.pack(">I", len(data)) + tag + data + struct.pack(">I", zlib.crc32(tag + data) & 0xffffffff)
    data = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data)

def mp4(path):
    # ftyp + moov/mvhd only: a well-formed MP4 container with no tracks (no ffmpeg here).
    def box(tag, payload): return struct.pack(">I", 8 + len(payload)) + tag + payload
    ftyp = box(b"ftyp", b"isom" + struct.pack(">I", 512) + b"isomiso2mp41")
    mvhd = box(b"mvhd", struct.pack(">B3xIIII", 0, 0, 0, 1000, 0) + struct.pack(">I", 0x00010000)
               + struct.pack(">H", 0x0100) + b"\x00" * 10
               + struct.pack(">9I", 0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000)
               + b"\x00" * 24 + struct.pack(">I", 1))
    with open(path, "wb") as f:
        f.write(ftyp + box(b"moov", mvhd))

img = os.path.join(ROOT, "Trailmap.docc", "Resources", "Images")
green, dark, orange = (46, 125, 50), (20, 40, 20), (230, 120, 20)
png(os.path.join(img, "trail-overview.png"), 1, 1, green)          # light, 1x
png(os.path.join(img, "trail-overview@2x.png"), 2, 2, green)       # light, 2x
png(os.path.join(img, "trail-overview~dark.png"), 1, 1, dark)      # dark, 1x
png(os.path.join(img, "trail-overview~dark@2x.png"), 2, 2, dark)   # dark, 2x
png(os.path.join(img, "switchback@2x.png"), 2, 2, orange)          # only a 2x variant exists
png(os.path.join(img, "trailmap-icon.png"), 1, 1, green)           # page icon
png(os.path.join(img, "trailmap-card.png"), 16, 9, green)          # page card (16:9)
png(os.path.join(img, "ridge-poster.png"), 1, 1, orange)           # video poster
png(os.path.join(ROOT, "Trailmap.docc", "Tutorials", "Code", "planning-preview.png"), 1, 1, green)
png(os.path.join(ROOT, "Compass.docc", "Resources", "bearing.png"), 1, 1, (30, 60, 160))
mp4(os.path.join(ROOT, "Trailmap.docc", "Resources", "Video", "ridge-walk.mp4"))
print("media written under", ROOT)
