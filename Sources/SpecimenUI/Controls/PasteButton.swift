import Foundation

/// A system button that reads items from the pasteboard (iOS 16).
///
/// Drawn as iOS draws it at rest: a button labelled "Paste" with the `doc.on.clipboard` symbol, in
/// the environment's button and label styles. Nothing is ever pasted in a still, so the paste
/// closure never runs. The `supportedContentTypes:payloadAction:` form is not provided (Foundation on
/// Linux has no `NSItemProvider`).
nonisolated public struct PasteButton: View {
  /// Creates a paste button that accepts items of a transferable type.
  public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {}

  public var body: some View {
    Button(action: {}) {
      Label("Paste", systemImage: "doc.on.clipboard")
    }
  }
}
