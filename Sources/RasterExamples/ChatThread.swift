import Raster

// ChatThread.swift · RasterExamples · a messages thread: bubbles in a bottom-anchored scroll view, day headers, a growing compose field with a send button
// An ordinary SwiftUI view file: only the import above differs from one written for SwiftUI.

struct ChatMessage: Identifiable, Hashable {
    enum Sender { case me, them }

    let id: Int
    let sender: Sender
    let text: String
    /// The day header shown above the message when it starts a new day.
    var day: String?
}

extension ChatMessage {
    static let sample: [ChatMessage] = [
        ChatMessage(id: 1, sender: .them, text: "Are we still on for the climbing wall on Saturday?", day: "Yesterday"),
        ChatMessage(id: 2, sender: .me, text: "Yes! 10 am?"),
        ChatMessage(id: 3, sender: .them, text: "Perfect. I'll bring the spare shoes."),
        ChatMessage(id: 4, sender: .them, text: "Did you see the new bouldering problems?", day: "Today"),
        ChatMessage(id: 5, sender: .me, text: "Only the photos. The overhang looks brutal"),
        ChatMessage(id: 6, sender: .them, text: "It is. Took me eleven tries 😅"),
        ChatMessage(id: 7, sender: .me, text: "Save some skin for Saturday"),
    ]
}

struct ChatThread: View {
    let contact: String
    @State var messages: [ChatMessage]
    @State private var draft = ""
    @FocusState private var composing: Bool

    var body: some View {
        NavigationStack {
            ScrollViewReader { proxy in
                ScrollView {
                    LazyVStack(spacing: 6) {
                        ForEach(messages) { message in
                            if let day = message.day {
                                Text(day)
                                    .font(.caption.weight(.semibold))
                                    .foregroundStyle(.secondary)
                                    .padding(.top, 12)
                                    .padding(.bottom, 4)
                            }
                            bubble(message).id(message.id)
                        }
                    }
                    .padding(.horizontal, 12)
                    .padding(.vertical, 8)
                }
                .defaultScrollAnchor(.bottom)
                .scrollDismissesKeyboard(.immediately)
                .safeAreaInset(edge: .bottom) { composer }
                .onChange(of: messages.count) {
                    guard let last = messages.last else { return }
                    withAnimation {
                        proxy.scrollTo(last.id, anchor: .bottom)
                    }
                }
            }
            .navigationTitle(contact)
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Call", systemImage: "phone") {}
                }
            }
        }
    }

    private func bubble(_ message: ChatMessage) -> some View {
        let mine = message.sender == .me
        return Text(message.text)
            .padding(.horizontal, 12)
            .padding(.vertical, 8)
            .foregroundStyle(mine ? Color.white : Color.primary)
            .background(mine ? Color.blue : Color(.secondarySystemBackground), in: .rect(cornerRadius: 18))
            .frame(maxWidth: 280, alignment: mine ? .trailing : .leading)
            .frame(maxWidth: .infinity, alignment: mine ? .trailing : .leading)
    }

    private var composer: some View {
        HStack(alignment: .bottom, spacing: 8) {
            TextField("Message", text: $draft, axis: .vertical)
                .lineLimit(1...5)
                .focused($composing)
                .padding(.horizontal, 12)
                .padding(.vertical, 7)
                .overlay(Capsule().stroke(Color(.separator)))
            Button(action: send) {
                Image(systemName: "arrow.up.circle.fill")
                    .font(.system(size: 30))
            }
            .disabled(draft.trimmingCharacters(in: .whitespaces).isEmpty)
            .accessibilityLabel("Send")
        }
        .padding(.horizontal, 12)
        .padding(.vertical, 6)
        .background(.bar)
    }

    private func send() {
        let text = draft.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { return }
        let next = ChatMessage(id: (messages.last?.id ?? 0) + 1, sender: .me, text: text)
        messages.append(next)
        draft = ""
    }
}

#Preview("Chat") {
    ChatThread(contact: "Maya", messages: ChatMessage.sample)
}

#Preview("Chat, one message") {
    ChatThread(contact: "Maya", messages: Array(ChatMessage.sample.prefix(1)))
}
