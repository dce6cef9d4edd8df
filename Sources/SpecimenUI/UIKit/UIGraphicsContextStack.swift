import Foundation

/// UIKit's stack of current graphics contexts, one per thread as in UIKit: the image contexts that
/// `UIGraphicsBeginImageContextWithOptions` opens, contexts pushed with `UIGraphicsPushContext`, and an image
/// renderer's context while its actions run. UIKit drawing calls (`UIColor.setFill()`, `UIRectFill`,
/// `UIImage.draw(in:)`) draw into the top one.
enum UIGraphicsContextStack {
  /// One entry of the stack.
  struct Entry {
    let context: CGContext
    let kind: Kind
  }

  /// How an entry came onto the stack, which says what takes it off.
  enum Kind {
    /// `UIGraphicsBeginImageContext…`: gives an image, and `UIGraphicsEndImageContext` ends it.
    case image
    /// `UIGraphicsPushContext`: `UIGraphicsPopContext` pops it.
    case pushed
    /// An image renderer's or a canvas's context while its code runs: taken off when the code returns.
    case scoped
  }

  /// A thread's stack.
  final class Stack {
    var entries: [Entry] = []
  }

  private static let key = "SpecimenUIGraphicsContextStack"

  /// This thread's stack.
  static var stack: Stack {
    let dictionary = Thread.current.threadDictionary
    if let stack = dictionary[key] as? Stack { return stack }
    let stack = Stack()
    dictionary[key] = stack
    return stack
  }

  /// The context UIKit drawing goes to on this thread.
  static var current: CGContext? { stack.entries.last?.context }

  /// Runs `body` with `context` on top of this thread's stack; what `body` leaves above it is named and closed.
  static func with<T>(_ context: CGContext, _ body: () throws -> T) rethrows -> T {
    let stack = self.stack
    let depth = stack.entries.count
    stack.entries.append(Entry(context: context, kind: .scoped))
    defer {
      closeLeftovers(above: depth + 1)
      if stack.entries.count > depth { stack.entries.removeSubrange(depth...) }
    }
    return try body()
  }

  /// Runs a resolve pass; the image contexts it began and did not end, and the contexts it pushed and did not pop, are
  /// named and closed after it.
  static func balanced<T>(_ body: () -> T) -> T {
    let depth = stack.entries.count
    defer { closeLeftovers(above: depth) }
    return body()
  }

  /// Names the contexts above `depth` and takes them off the stack: UIKit would keep them current on the thread, so
  /// later drawing (another view's) would go into them, and their pixels would stay allocated.
  private static func closeLeftovers(above depth: Int) {
    let stack = self.stack
    guard stack.entries.count > depth else { return }
    let left = stack.entries[depth...]
    let images = left.filter { $0.kind == .image }.count, pushed = left.filter { $0.kind == .pushed }.count
    let calls = [(images, "UIGraphicsBeginImageContextWithOptions", "UIGraphicsEndImageContext"),
                 (pushed, "UIGraphicsPushContext", "UIGraphicsPopContext")].filter { $0.0 > 0 }
      .map { "\($0.1) \($0.0) time\($0.0 == 1 ? "" : "s") more than \($0.2)()" }
    ResolveIssues.report(ResolveIssue(.invalidNumber, "this view called \(calls.joined(separator: " and ")), so contexts were left "
      + "current; they are closed when its drawing code returns (UIKit would draw later code into them). End every image "
      + "context you begin and pop every context you push"))
    stack.entries.removeSubrange(depth...)
  }

  /// The most pixels the image contexts open on one thread may hold together: as many as one context of
  /// `BitmapImage.maxSide` a side (each pixel takes 32 bytes here). Image contexts nested 1 000 deep would otherwise
  /// take gigabytes (iOS runs out of memory there too).
  static let maxOpenPixels = BitmapImage.maxSide * BitmapImage.maxSide

  /// The pixels of the image contexts open on this thread.
  static var openPixels: Int {
    stack.entries.filter { $0.kind == .image }.reduce(0) { $0 + $1.context.canvas.width * $1.context.canvas.height }
  }
}

/// Opens a bitmap image context of `size` points at scale 1, not opaque, and makes it current.
public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }

/// Opens a bitmap image context of `size` points and makes it current; a `scale` of 0 is the screen's. A size or
/// scale that gives no pixel (empty, negative or not finite) fails the cell: UIKit raises an exception there (iOS 17
/// and later), which stops the app. One larger than an image may be here (`BitmapImage.maxSide`), or past the pixels
/// open contexts may hold (`UIGraphicsContextStack.maxOpenPixels`), fails it too. Nothing is opened in either case.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
  let scale = scale == 0 ? UIScreen.main.scale : scale
  let width = size.width * scale, height = size.height * scale
  let call = "UIGraphicsBeginImageContextWithOptions(CGSize(width: \(NumberText.describe(Double(size.width))), "
    + "height: \(NumberText.describe(Double(size.height)))), _, \(NumberText.describe(Double(scale))))"
  guard width.isFinite, height.isFinite, width >= 0.5, height >= 0.5, scale > 0 else {
    ResolveIssues.report(ResolveIssue(.trap, "\(call) asks for a bitmap of no pixels; UIKit raises an exception here "
      + "(\"failed to allocate CGBitmapContext\"), which stops an app on iOS 17 and later. Give a size of at least one pixel "
      + "a side, or draw with UIGraphicsImageRenderer, which gives an empty image instead"))
    return
  }
  let open = UIGraphicsContextStack.openPixels
  let pixels = Double(width.rounded()) * Double(height.rounded())
  guard width <= CGFloat(BitmapImage.maxSide), height <= CGFloat(BitmapImage.maxSide),
        pixels + Double(open) <= Double(UIGraphicsContextStack.maxOpenPixels),
        let context = CGContext.bitmap(size: size, scale: scale, opaque: opaque) else {
    ResolveIssues.report(ResolveIssue(.beyondLimit, "\(call) asks for \(NumberText.describe(Double(width.rounded()))) × "
      + "\(NumberText.describe(Double(height.rounded()))) pixels with \(open) open in other image contexts: more than image "
      + "contexts hold here (BitmapImage.maxSide, \(BitmapImage.maxSide) pixels a side, and UIGraphicsContextStack.maxOpenPixels, "
      + "\(UIGraphicsContextStack.maxOpenPixels) pixels open at once), so it was not opened. Draw smaller images, and end each "
      + "image context before beginning the next"))
    return
  }
  UIGraphicsContextStack.stack.entries.append(.init(context: context, kind: .image))
}

/// The current graphics context: the top of UIKit's context stack on this thread.
public func UIGraphicsGetCurrentContext() -> CGContext? { UIGraphicsContextStack.current }

/// What the current image context holds, as an image; nil when the current context is not an image context.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
  guard let top = UIGraphicsContextStack.stack.entries.last, top.kind == .image else { return nil }
  return top.context.image
}

/// Closes the current image context. When the current context is another (a view's `draw(_:)` context, one pushed
/// with `UIGraphicsPushContext`) it does nothing, as Apple documents, and the call is named: the code meant to end
/// an image context it did not begin.
public func UIGraphicsEndImageContext() {
  let stack = UIGraphicsContextStack.stack
  switch stack.entries.last?.kind {
  case .image: stack.entries.removeLast()
  case .scoped, .pushed:
    let current = stack.entries.last?.kind == .pushed ? "one pushed with UIGraphicsPushContext" : "the one UIKit made current for this "
      + "drawing (a view's draw(_:) or an image renderer's closure)"
    ResolveIssues.report(ResolveIssue(.invalidNumber, "UIGraphicsEndImageContext(): the current context is not an image context but "
      + "\(current), so nothing is ended, as UIKit documents. Call it only to end a context begun with "
      + "UIGraphicsBeginImageContextWithOptions"))
  case nil: break
  }
}

/// Makes `context` the current graphics context.
public func UIGraphicsPushContext(_ context: CGContext) {
  UIGraphicsContextStack.stack.entries.append(.init(context: context, kind: .pushed))
}

/// Restores the context that was current before the last `UIGraphicsPushContext`. Popping the context UIKit made
/// current for a drawing (a view's `draw(_:)`, an image renderer's closure) pops it too, as UIKit's stack does: what
/// is drawn after it has no context, which is named.
public func UIGraphicsPopContext() {
  let stack = UIGraphicsContextStack.stack
  switch stack.entries.last?.kind {
  case .pushed: stack.entries.removeLast()
  case .scoped:
    stack.entries.removeLast()
    ResolveIssues.report(ResolveIssue(.invalidNumber, "UIGraphicsPopContext(): the context popped is the one UIKit made current for "
      + "this drawing (a view's draw(_:) or an image renderer's closure), not one pushed with UIGraphicsPushContext; what is "
      + "drawn after it has no context and is not drawn (Core Graphics logs \"invalid context 0x0\"). Pop only the contexts you push"))
  default: break
  }
}
