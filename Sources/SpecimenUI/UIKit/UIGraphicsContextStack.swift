import Foundation

/// UIKit's stack of current graphics contexts, one per thread as in UIKit: the image contexts that
/// `UIGraphicsBeginImageContextWithOptions` opens, contexts pushed with `UIGraphicsPushContext`, and an image
/// renderer's context while its actions run. UIKit drawing calls (`UIColor.setFill()`, `UIRectFill`,
/// `UIImage.draw(in:)`) draw into the top one.
enum UIGraphicsContextStack {
  /// One entry of the stack.
  struct Entry {
    let context: CGContext
    /// Whether `UIGraphicsBeginImageContext…` opened it (only those give an image and are ended).
    let isImageContext: Bool
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

  /// Runs `body` with `context` on top of this thread's stack.
  static func with<T>(_ context: CGContext, _ body: () throws -> T) rethrows -> T {
    stack.entries.append(Entry(context: context, isImageContext: false))
    defer { _ = stack.entries.popLast() }
    return try body()
  }
}

/// Opens a bitmap image context of `size` points at scale 1, not opaque, and makes it current.
public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }

/// Opens a bitmap image context of `size` points and makes it current; a `scale` of 0 is the screen's. A size that
/// is empty, not finite or larger than an image may be opens nothing, as UIKit's does (it logs an error), so
/// `UIGraphicsGetCurrentContext()` and `UIGraphicsGetImageFromCurrentImageContext()` then give nil.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
  let scale = scale == 0 ? UIScreen.main.scale : scale
  guard let context = CGContext.bitmap(size: size, scale: scale, opaque: opaque) else { return }
  UIGraphicsContextStack.stack.entries.append(.init(context: context, isImageContext: true))
}

/// The current graphics context: the top of UIKit's context stack on this thread.
public func UIGraphicsGetCurrentContext() -> CGContext? { UIGraphicsContextStack.current }

/// What the current image context holds, as an image; nil when the current context is not an image context.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
  guard let top = UIGraphicsContextStack.stack.entries.last, top.isImageContext else { return nil }
  return top.context.image
}

/// Closes the current image context (when the current context is one).
public func UIGraphicsEndImageContext() {
  let stack = UIGraphicsContextStack.stack
  if stack.entries.last?.isImageContext == true { stack.entries.removeLast() }
}

/// Makes `context` the current graphics context.
public func UIGraphicsPushContext(_ context: CGContext) {
  UIGraphicsContextStack.stack.entries.append(.init(context: context, isImageContext: false))
}

/// Restores the context that was current before the last `UIGraphicsPushContext`.
public func UIGraphicsPopContext() {
  let stack = UIGraphicsContextStack.stack
  if stack.entries.last?.isImageContext == false { stack.entries.removeLast() }
}
