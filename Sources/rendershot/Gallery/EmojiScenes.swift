// EmojiScenes.swift · rendershot/Gallery · issue 17 "Colour emoji": emoji drawn in colour (not from a seed)
//
// A chat-like screen of emoji in text: single emoji, ZWJ sequences, skin tones, flags,
// keycaps, text against emoji presentation, emoji at several text styles, under a foreground
// colour and at half opacity, light and dark. Written as ordinary SwiftUI.

import Raster
import RendershotKit

/// Colour emoji from Noto Color Emoji in `Text`, at an iPhone's width.
enum EmojiGallery {
    struct ContentView: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 10) {
                Text("Hello 👋 Good morning ☀️")
                Text("😀 😂 🥹 😍 🤔 😴 🥳 🤖")
                Text("Family 👨‍👩‍👧 👩‍💻 🏳️‍🌈 🏴‍☠️")
                Text("Skin tones 👍 👍🏻 👍🏼 👍🏽 👍🏾 👍🏿")
                Text("Flags 🇺🇸 🇫🇷 🇯🇵 🇰🇷 🇧🇷 🇺🇦")
                Text("Keycaps 1️⃣ 2️⃣ 3️⃣ #️⃣ *️⃣")
                Text("Text ❤ ☺ ✈ · emoji ❤️ ☺️ ✈️")
                HStack(alignment: .firstTextBaseline, spacing: 12) {
                    Text("🍎").font(.caption)
                    Text("🍎")
                    Text("🍎").font(.title)
                    Text("🍎").font(.largeTitle)
                    Text("🍎🍐").font(.system(size: 64))
                }
                Text("Red text, yellow 🌟 star").foregroundStyle(.red)
                Text("Half opacity 🎉 party").opacity(0.5)
                Text("Wrapping: 🐶🐱🐭🐹🐰🦊🐻🐼🐨🐯🦁🐮🐷🐸🐵🐔🐧🐦🐤🦆🦅🦉")
                    .font(.title3)
                Spacer()
            }
            .padding(16)
        }
    }

    static let scene = RendershotScene("emoji", summary: "colour emoji in Text: sequences, skin tones, flags, keycaps, sizes, opacity",
                                       size: CGSize(width: 393, height: 560)) {
        ContentView()
    }

    static let darkScene = RendershotScene("emoji-dark", summary: "the emoji in the dark colour scheme",
                                           size: CGSize(width: 393, height: 560), colorScheme: .dark) {
        ContentView()
    }
}
