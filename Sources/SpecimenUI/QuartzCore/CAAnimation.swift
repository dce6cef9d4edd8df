import Foundation

/// Core Animation's time type, in seconds.
public typealias CFTimeInterval = Double

/// The current absolute time, in seconds.
public func CACurrentMediaTime() -> CFTimeInterval { ProcessInfo.processInfo.systemUptime }

/// An animation of a layer (kept: a still render shows the layer's own values, as the first frame before an
/// animation starts).
open class CAAnimation: NSObject, @unchecked Sendable {
  /// The duration, in seconds.
  open var duration: CFTimeInterval = 0
  /// The start time.
  open var beginTime: CFTimeInterval = 0
  /// The offset into the animation's timeline.
  open var timeOffset: CFTimeInterval = 0
  /// How many times the animation repeats.
  open var repeatCount: Float = 0
  /// How long the animation repeats.
  open var repeatDuration: CFTimeInterval = 0
  /// Whether the animation plays backwards after it plays forwards.
  open var autoreverses = false
  /// The speed of the animation's time.
  open var speed: Float = 1
  /// What the layer shows outside the animation's active time.
  open var fillMode: CAMediaTimingFillMode = .removed
  /// Whether the animation is removed when it finishes.
  open var isRemovedOnCompletion = true
  /// The pacing of the animation.
  open var timingFunction: CAMediaTimingFunction?
  /// The animation's delegate (never called in a still render).
  open var delegate: (any CAAnimationDelegate)?
  public override init() { super.init() }
}

/// A delegate told when an animation starts and stops (never, in a still render).
public protocol CAAnimationDelegate: AnyObject {
  /// The animation started.
  func animationDidStart(_ anim: CAAnimation)
  /// The animation stopped.
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
  public func animationDidStart(_ anim: CAAnimation) {}
  public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// An animation of one key path of a layer.
open class CAPropertyAnimation: CAAnimation, @unchecked Sendable {
  /// The key path animated.
  open var keyPath: String?
  /// Whether the values are added to the current value.
  open var isAdditive = false
  /// Whether a repeat builds on the last.
  open var isCumulative = false
  /// Creates an animation of `path`.
  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }
}

/// An animation from one value to another.
open class CABasicAnimation: CAPropertyAnimation, @unchecked Sendable {
  /// The value to start from.
  open var fromValue: Any?
  /// The value to end at.
  open var toValue: Any?
  /// The value to add.
  open var byValue: Any?
}

/// A spring animation.
open class CASpringAnimation: CABasicAnimation, @unchecked Sendable {
  open var mass: CGFloat = 1
  open var stiffness: CGFloat = 100
  open var damping: CGFloat = 10
  open var initialVelocity: CGFloat = 0
  /// The time the spring takes to settle.
  open var settlingDuration: CFTimeInterval { duration }
}

/// An animation through a sequence of values.
open class CAKeyframeAnimation: CAPropertyAnimation, @unchecked Sendable {
  /// The keyframe values.
  open var values: [Any]?
  /// A path the layer's position follows.
  open var path: CGPath?
  /// The times of the keyframes, 0…1.
  open var keyTimes: [NSNumber]?
  /// The pacing between keyframes.
  open var timingFunctions: [CAMediaTimingFunction]?
  /// How the values between keyframes are found.
  open var calculationMode: CAAnimationCalculationMode = .linear
}

/// A group of animations that run together.
open class CAAnimationGroup: CAAnimation, @unchecked Sendable {
  /// The animations.
  open var animations: [CAAnimation]?
}

/// A transition between layer states.
open class CATransition: CAAnimation, @unchecked Sendable {
  /// The kind of transition.
  open var type: CATransitionType = .fade
  /// The direction of a push or move.
  open var subtype: CATransitionSubtype?
}

/// How keyframe values are interpolated.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let linear = CAAnimationCalculationMode(rawValue: "linear")
  public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
  public static let paced = CAAnimationCalculationMode(rawValue: "paced")
  public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
  public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// The kinds of layer transition.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let fade = CATransitionType(rawValue: "fade")
  public static let moveIn = CATransitionType(rawValue: "moveIn")
  public static let push = CATransitionType(rawValue: "push")
  public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The directions of a layer transition.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
  public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
  public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
  public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// What a layer shows outside an animation's active time.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let removed = CAMediaTimingFillMode(rawValue: "removed")
  public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
  public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
  public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// The pacing of an animation, a cubic Bézier curve.
open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
  /// The curve's control points.
  let controlPoints: (Float, Float, Float, Float)
  /// The named curve.
  public convenience init(name: CAMediaTimingFunctionName) {
    switch name {
    case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
    case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
    case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
    case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
    default: self.init(controlPoints: 0, 0, 1, 1)
    }
  }
  /// A curve through two control points.
  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    controlPoints = (c1x, c1y, c2x, c2y)
    super.init()
  }
}

/// The named timing curves.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
  public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
  public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
  public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
  public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// Groups layer changes into one atomic update (changes apply at once in a still render).
open class CATransaction: NSObject, @unchecked Sendable {
  /// Begins a transaction.
  open class func begin() {}
  /// Commits the transaction.
  open class func commit() {}
  /// Flushes pending changes.
  open class func flush() {}
  /// Sets whether property changes animate.
  open class func setDisableActions(_ flag: Bool) {}
  /// Sets the transaction's animation duration.
  open class func setAnimationDuration(_ dur: CFTimeInterval) {}
  /// Sets the transaction's timing function.
  open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {}
  /// Sets a block run when the transaction's animations finish (run at once here).
  open class func setCompletionBlock(_ block: (() -> Void)?) { block?() }
}
