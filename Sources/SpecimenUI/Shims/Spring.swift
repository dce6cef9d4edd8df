import Foundation

/// A representation of a spring's motion (iOS 17).
///
/// Specimen draws the end state, so a spring is a description: its parameters are kept, in the
/// two forms SwiftUI converts between (duration and bounce; mass, stiffness and damping).
public struct Spring: Hashable, Sendable {
  /// The perceptual duration of the spring, in seconds.
  public var duration: TimeInterval
  /// How bouncy the spring is: 0 none, positive bouncier, negative overdamped.
  public var bounce: Double

  /// Creates a spring with the given perceptual duration and bounce (negative and non-finite
  /// durations count as the default 0.5 s; bounce is kept within -1...1).
  public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
    self.duration = duration.isFinite && duration > 0 ? duration : 0.5
    self.bounce = bounce.isFinite ? min(max(bounce, -1), 1) : 0
  }

  /// Creates a spring from a response (the period of the undamped spring) and a damping ratio.
  public init(response: Double, dampingRatio: Double) {
    let ratio = dampingRatio.isFinite ? max(dampingRatio, 0) : 1
    self.init(duration: response, bounce: ratio <= 1 ? 1 - ratio : 1 / ratio - 1)
  }

  /// Creates a spring from a mass, stiffness and damping.
  public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
    let m = mass.isFinite && mass > 0 ? mass : 1
    let k = stiffness.isFinite && stiffness > 0 ? stiffness : 1
    let response = 2 * Double.pi * (m / k).squareRoot()
    let ratio = damping.isFinite ? max(damping, 0) / (2 * (m * k).squareRoot()) : 1
    self.init(response: response, dampingRatio: allowOverDamping ? ratio : min(ratio, 1))
  }

  /// Creates a spring that settles within `duration` at the given damping ratio.
  public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
    self.init(duration: settlingDuration, bounce: 1 - (dampingRatio.isFinite ? min(max(dampingRatio, 0), 1) : 1))
  }

  /// The period of the undamped spring (the duration).
  public var response: Double { duration }
  /// The damping ratio (1 for no bounce).
  public var dampingRatio: Double { bounce >= 0 ? 1 - bounce : 1 / (1 + bounce) }
  /// The mass of the spring (1).
  public var mass: Double { 1 }
  /// The stiffness of a unit-mass spring with this response.
  public var stiffness: Double { let w = 2 * Double.pi / duration; return w * w }
  /// The damping of a unit-mass spring with this response and damping ratio.
  public var damping: Double { 4 * Double.pi * dampingRatio / duration }
  /// An estimate of how long the spring takes to settle (its duration, for a still render).
  public var settlingDuration: TimeInterval { duration }

  /// A smooth spring with a predefined duration and no bounce.
  public static var smooth: Spring { Spring(duration: 0.5, bounce: 0) }
  /// A spring with a predefined duration and a small amount of bounce.
  public static var snappy: Spring { Spring(duration: 0.5, bounce: 0.15) }
  /// A spring with a predefined duration and a higher amount of bounce.
  public static var bouncy: Spring { Spring(duration: 0.5, bounce: 0.3) }
  /// A smooth spring with the given duration and extra bounce.
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: extraBounce)
  }
  /// A snappy spring with the given duration and extra bounce.
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: 0.15 + extraBounce)
  }
  /// A bouncy spring with the given duration and extra bounce.
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: 0.3 + extraBounce)
  }
}

extension Animation {
  /// A smooth spring animation with the given duration and extra bounce (iOS 17).
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
    Animation("smooth", duration: Spring.smooth(duration: duration, extraBounce: extraBounce).duration)
  }
  /// A snappy spring animation with the given duration and extra bounce (iOS 17).
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
    Animation("snappy", duration: Spring.snappy(duration: duration, extraBounce: extraBounce).duration)
  }
  /// A bouncy spring animation with the given duration and extra bounce (iOS 17).
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
    Animation("bouncy", duration: Spring.bouncy(duration: duration, extraBounce: extraBounce).duration)
  }
  /// A persistent spring animation from a `Spring` (iOS 17).
  public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
    Animation("spring", duration: spring.duration)
  }
  /// An interpolating spring animation from a `Spring` (iOS 17).
  public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation {
    Animation("interpolatingSpring", duration: spring.duration)
  }
  /// An interpolating spring animation with the given duration and bounce (iOS 17).
  public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0) -> Animation {
    Animation("interpolatingSpring", duration: Spring(duration: duration, bounce: bounce).duration)
  }
}
