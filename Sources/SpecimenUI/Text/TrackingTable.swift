import Foundation

extension SystemTypography {
  /// One of Apple's published tracking tables for its system faces, in 1/1000 em by point size.
  ///
  /// Source: Apple Human Interface Guidelines, "Typography" → "Tracking values" (iOS, iPadOS,
  /// visionOS). Each value holds from its size up to the next listed size; Apple lists every whole
  /// size where the value changes. Static SF Pro Text and SF Pro Display (the faces before iOS 14)
  /// have their own tables; the variable SF Pro, whose optical size follows the point size, has one
  /// table across all sizes. Apple publishes no table for SF Mono.
  public enum TrackingTable: String, Sendable, CaseIterable {
    /// SF Pro Text, 6–19 pt.
    case sfProText
    /// SF Pro Display, from 20 pt (0 from 80 pt).
    case sfProDisplay
    /// The variable SF Pro, 6–79 pt (0 from 80 pt).
    case sfPro
    /// SF Pro Rounded, 6–79 pt (0 from 80 pt).
    case sfProRounded
    /// New York, 6–260 pt.
    case newYork

    /// (point size, tracking in 1/1000 em) rows, ascending by size.
    var rows: [(size: Int, value: Int)] {
      switch self {
      case .sfProText:
        return [
          (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16),
          (16, -20), (17, -26), (18, -25), (19, -24),
        ]
      case .sfProDisplay:
        return [
          (20, 19), (21, 17), (22, 16), (24, 15), (25, 14), (27, 13), (30, 12), (33, 11), (36, 10), (41, 9),
          (44, 8), (49, 7), (52, 6), (56, 5), (60, 4), (66, 3), (68, 2), (76, 1), (80, 0),
        ]
      case .sfPro:
        return [
          (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16),
          (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3),
          (25, 6), (26, 8), (27, 11), (28, 14), (31, 13), (33, 12), (35, 11), (36, 10), (41, 9), (44, 8),
          (49, 7), (52, 6), (58, 5), (60, 4), (66, 3), (68, 2), (76, 1), (80, 0),
        ]
      case .sfProRounded:
        return [
          (6, 87), (7, 80), (8, 72), (9, 65), (10, 58), (11, 52), (12, 46), (13, 40), (14, 35), (15, 30),
          (16, 26), (17, 22), (18, 21), (19, 20), (20, 18), (21, 17), (22, 16), (24, 15), (25, 14), (28, 13),
          (30, 12), (35, 11), (37, 10), (43, 9), (44, 8), (50, 7), (51, 6), (58, 4), (64, 3), (66, 2),
          (76, 1), (80, 0),
        ]
      case .newYork:
        return [
          (6, 40), (7, 32), (8, 25), (9, 20), (10, 16), (11, 11), (12, 6), (13, 4), (14, 2), (15, 0),
          (16, -2), (17, -4), (18, -6), (19, -8), (20, -10), (23, -11), (26, -12), (31, -13), (34, -14),
          (54, -15), (70, -16), (180, -17), (220, -18),
        ]
      }
    }
  }
}
