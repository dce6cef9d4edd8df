import Foundation

nonisolated extension View {
  /// Extends the view into the safe area around it with blurred mirror copies (iOS 26): on every
  /// edge where unsafe area lies beyond the view (under a bar, a sidebar, a `safeAreaPadding`),
  /// a copy flipped about that edge fills it, and the copies are blurred. The view itself is
  /// clipped to its bounds, as SwiftUI does so that copies never overlap it.
  public func backgroundExtensionEffect() -> some View { backgroundExtensionEffect(isEnabled: true) }

  /// Adds the background extension effect when `isEnabled` is true; otherwise leaves the view as it is.
  public func backgroundExtensionEffect(isEnabled: Bool) -> some View {
    modifier(BackgroundExtensionEffect(isEnabled: isEnabled))
  }
}

/// Draws `backgroundExtensionEffect`: the content clipped, over a background that ignores the safe
/// area and holds the 3 × 3 tiling of the content (mirrored in the outer cells), blurred.
nonisolated struct BackgroundExtensionEffect: ViewModifier {
  /// The blur over the copies, in points.
  static let blurRadius: CGFloat = 12
  var isEnabled: Bool

  @Environment(\.isBackgroundExtensionCopy) private var isCopy

  /// Inside a copy the effect is off: each level of nesting would otherwise copy everything inside it nine times
  /// (twelve nested effects made 9¹² views), and a copy is blurred background, where a nested extension is not seen.
  func body(content: Content) -> some View {
    if isEnabled, !isCopy {
      content
        .clipped()
        .background {
          GeometryReader { proxy in
            BackgroundExtensionCopies(content: content, size: proxy.size, insets: proxy.safeAreaInsets)
          }
          .ignoresSafeArea()
        }
    } else {
      content
    }
  }
}

/// The mirror copies around the content in the area the background reaches.
nonisolated struct BackgroundExtensionCopies<Content: View>: View {
  var content: Content
  var size: CGSize
  var insets: EdgeInsets

  var body: some View {
    let width = max(0, size.width - insets.leading - insets.trailing)
    let height = max(0, size.height - insets.top - insets.bottom)
    let extended = insets.top > 0 || insets.leading > 0 || insets.bottom > 0 || insets.trailing > 0
    if extended, width > 0, height > 0 {
      ZStack(alignment: .topLeading) {
        ForEach(Self.cells, id: \.self) { cell in
          content
            .frame(width: width, height: height)
            .scaleEffect(x: cell.x == 0 ? 1 : -1, y: cell.y == 0 ? 1 : -1)
            .offset(x: insets.leading + CGFloat(cell.x) * width, y: insets.top + CGFloat(cell.y) * height)
        }
      }
      .frame(width: size.width, height: size.height, alignment: .topLeading)
      .environment(\.isBackgroundExtensionCopy, true)
      .blur(radius: BackgroundExtensionEffect.blurRadius)
      .clipped()
    }
  }

  /// The 3 × 3 tiling around the content, -1, 0, 1 per axis: the content's own cell (under it, so
  /// the blur has no hole there) and its eight mirrored neighbours. Copies reach past the area on
  /// every side, so the blur does not fade towards its edges; the clip then cuts them back.
  static var cells: [Cell] { (-1...1).flatMap { y in (-1...1).map { x in Cell(x: x, y: y) } } }

  struct Cell: Hashable {
    var x: Int
    var y: Int
  }
}

private struct BackgroundExtensionCopyKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
  /// Whether the views are a background extension effect's mirror copies (nested effects are off there).
  var isBackgroundExtensionCopy: Bool {
    get { self[BackgroundExtensionCopyKey.self] }
    set { self[BackgroundExtensionCopyKey.self] = newValue }
  }
}
