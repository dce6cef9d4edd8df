import Foundation
import Testing
@testable import SpecimenUI

/// A style that draws its state as a colour, so resolve-level tests can read it back.
private struct ProbeStyle: ButtonStyle {
  @Environment(\.isEnabled) var isEnabled
  @Environment(\.colorScheme) var colorScheme

  func makeBody(configuration: Configuration) -> some View {
    (isEnabled ? Color.green : Color.gray)
      .overlay(configuration.isPressed ? Color.black : Color.white)
      .background(colorScheme == .dark ? Color.purple : Color.orange)
  }
}

/// All shape leaves under `node`, depth first.
private func leaves(_ node: ResolvedNode) -> [ShapeLeaf] {
  if case .shape(let leaf) = node.kind { return [leaf] }
  return node.children.flatMap(leaves)
}

private func colors(_ node: ResolvedNode) -> [RGBA] {
  leaves(node).map(\.paint.representativeColor)
}

@Suite struct EnvironmentTests {
  @Test func styleOnContainerReachesEveryButton() {
    let view = VStack {
      Button("A") {}
      HStack { Button("B") {} }
    }
    .buttonStyle(ProbeStyle())
    let node = ResolveContext().resolve(view)
    // Each button draws three shapes (background, content, overlay); nothing else draws shapes.
    #expect(leaves(node).count == 6)
    #expect(colors(node).filter { $0 == RGBA(52, 199, 89) }.count == 2)
  }

  @Test func styleReadsIsEnabledThroughEnvironmentWrapper() {
    let view = VStack {
      Button("on") {}
      Button("off") {}.disabled(true)
    }
    .buttonStyle(ProbeStyle())
    let found = colors(ResolveContext().resolve(view))
    #expect(found.contains(RGBA(52, 199, 89)))  // green: enabled
    #expect(found.contains(RGBA(142, 142, 147)))  // gray: disabled
  }

  @Test func forcedPressedStateReachesConfiguration() {
    var environment = EnvironmentValues()
    environment.isPressed = true
    let found = colors(ResolveContext(environment: environment).resolve(Button("x") {}.buttonStyle(ProbeStyle())))
    #expect(found.contains(.black))
    #expect(!found.contains(.white))
  }

  @Test func styleReadsColorScheme() {
    var environment = EnvironmentValues()
    environment.colorScheme = .dark
    let found = colors(ResolveContext(environment: environment).resolve(Button("x") {}.buttonStyle(ProbeStyle())))
    #expect(found.contains(RGBA(191, 90, 242)))  // dark purple
  }

  @Test func innermostEnvironmentValueWins() {
    let view = Button("x") {}.buttonStyle(ProbeStyle()).environment(\.colorScheme, .dark).environment(\.colorScheme, .light)
    // The modifier nearest the view (.dark) is inner, so it wins.
    let found = colors(ResolveContext().resolve(view))
    #expect(found.contains(RGBA(191, 90, 242)))
  }

  @Test func foregroundColorResolvesAgainstColorScheme() {
    var environment = EnvironmentValues()
    environment.colorScheme = .dark
    let node = ResolveContext(environment: environment).resolve(Text("Hi").foregroundColor(.red))
    guard case .text(let text) = node.kind else {
      Issue.record("expected a text node, got \(node.type)")
      return
    }
    #expect(text.paint == .color(RGBA(255, 69, 58)))
  }

  @Test func destructiveRoleIsVisibleToStyle() {
    struct RoleStyle: ButtonStyle {
      func makeBody(configuration: Configuration) -> some View {
        configuration.role == .destructive ? Color.red : Color.blue
      }
    }
    let found = colors(ResolveContext().resolve(Button("Delete", role: .destructive) {}.buttonStyle(RoleStyle())))
    #expect(found == [RGBA(255, 59, 48)])
  }

  @Test func modifierOnGroupAppliesToEachView() {
    let node = ResolveContext().resolve(HStack { Group { Color.red; Color.blue }.padding(4) })
    #expect(node.flattenedChildren.map(\.type) == ["padding", "padding"])
  }

  @Test func idIsRecordedOnTheViewItself() {
    let node = ResolveContext().resolve(HStack { Spacer().id("gap") })
    #expect(node.flattenedChildren.first?.type == "Spacer")
    #expect(node.flattenedChildren.first?.id == "gap")
  }

  @Test func textStyleSizesMatchSwiftUI() {
    let sizes = Font.TextStyle.allCases.map { ($0, $0.pointSize) }
    let expected: [Font.TextStyle: CGFloat] = [
      .largeTitle: 34, .title: 28, .title2: 22, .title3: 20, .headline: 17, .body: 17,
      .callout: 16, .subheadline: 15, .footnote: 13, .caption: 12, .caption2: 11,
    ]
    for (style, size) in sizes { #expect(expected[style] == size, "\(style)") }
    #expect(Font.headline.resolve().weight == 600)
    #expect(Font.system(.title2, design: .rounded).bold().resolve() == ResolvedFont(design: .rounded, size: 22, weight: 700, leading: 28))
  }
}

@Suite struct DynamicTypeTests {
  private func fontSize(_ view: some View, _ size: DynamicTypeSize) -> CGFloat? {
    var environment = EnvironmentValues()
    environment.dynamicTypeSize = size
    guard case .text(let text) = ResolveContext(environment: environment).resolve(view).kind else { return nil }
    return text.font.size
  }

  @Test func textStylesFollowDynamicTypeSize() {
    #expect(fontSize(Text("a"), .large) == 17)
    #expect(fontSize(Text("a"), .xSmall) == 14)
    #expect(fontSize(Text("a"), .accessibility5) == 53)
    #expect(fontSize(Text("a").font(.largeTitle), .xxxLarge) == 40)
    #expect(fontSize(Text("a").font(.caption2), .small) == 11)
  }

  @Test func fixedSizesDoNotScale() {
    #expect(fontSize(Text("a").font(.system(size: 20)), .accessibility3) == 20)
    #expect(fontSize(Text("a").font(.custom("X", fixedSize: 20)), .accessibility3) == 20)
  }

  @Test func customFontsScaleRelativeToBody() {
    // Body grows 17 → 23 at xxxLarge, so a 20 pt custom font grows by the same factor.
    let size = fontSize(Text("a").font(.custom("X", size: 20)), .xxxLarge) ?? 0
    #expect(abs(size - 20 * 23 / 17) < 0.001)
  }

  @Test func modifierClampsToRange() {
    var environment = EnvironmentValues()
    environment.dynamicTypeSize = .accessibility5
    let node = ResolveContext(environment: environment).resolve(Text("a").dynamicTypeSize(...DynamicTypeSize.xxLarge))
    guard case .text(let text) = node.kind else { Issue.record("not text"); return }
    #expect(text.font.size == 21)
  }

  /// Apple's examples for `dynamicTypeSize(_:)`: a range limits a size set inside it, and ranges intersect.
  @Test func rangeLimitsSizesSetInsideIt() {
    let limited = Text("a").dynamicTypeSize(.xLarge).dynamicTypeSize(...DynamicTypeSize.large)
    #expect(fontSize(limited, .large) == 17)
    #expect(fontSize(Text("a").environment(\.dynamicTypeSize, .accessibility2).dynamicTypeSize(.small ... .medium), .large) == 16)
    let both = Text("a").dynamicTypeSize(.small...).dynamicTypeSize(...DynamicTypeSize.large)
    #expect(fontSize(both, .accessibility5) == 17)
    #expect(fontSize(both, .xSmall) == 15)
    // A range inside a narrower one cannot widen it.
    #expect(fontSize(Text("a").dynamicTypeSize(.xSmall ... .accessibility5).dynamicTypeSize(...DynamicTypeSize.medium), .xxLarge) == 16)
    // Ranges that do not meet keep the upper limit, as UIKit's minimum above maximum does.
    #expect(fontSize(Text("a").dynamicTypeSize(.xLarge...).dynamicTypeSize(...DynamicTypeSize.small), .large) == 15)
    // A range holding no size changes nothing.
    #expect(fontSize(Text("a").dynamicTypeSize(DynamicTypeSize.large ..< .large), .xxLarge) == 21)
  }

  /// A view reading `@Environment(\.dynamicTypeSize)` inside a range sees the limited size.
  @Test func environmentReadersSeeTheLimitedSize() {
    var environment = EnvironmentValues()
    environment.dynamicTypeSize = .accessibility3
    let node = ResolveContext(environment: environment).resolve(SizeReader().dynamicTypeSize(...DynamicTypeSize.xLarge))
    #expect(firstText(node) == "xLarge")
  }

  private func firstText(_ node: ResolvedNode) -> String? {
    if case .text(let text) = node.kind { return text.string }
    return node.children.lazy.compactMap(firstText).first
  }
}

private struct SizeReader: View {
  @Environment(\.dynamicTypeSize) private var size
  var body: some View { Text("\(size)") }
}

@Suite struct ButtonLabelTests {
  @Test func severalLabelViewsSitSideBySide() {
    let node = ResolveContext().resolve(Button {} label: { Color.red; Color.blue }.buttonStyle(.plain))
    func find(_ n: ResolvedNode) -> ResolvedNode? {
      if case .stack(let spec) = n.kind, spec.axis == .horizontal { return n }
      return n.children.lazy.compactMap(find).first
    }
    #expect(find(node)?.children.count == 2)
  }
}

/// A view whose ForEach rows read the view's own `@Environment` property inside the content closure.
private struct SchemeRows: View {
  @Environment(\.colorScheme) var scheme

  var body: some View {
    VStack {
      ForEach(0..<2, id: \.self) { _ in
        (scheme == .dark ? Color.purple : Color.orange).frame(width: 4, height: 4)
      }
    }
  }
}

@Suite struct ForEachEnvironmentTests {
  /// SwiftUI fills a view's `@Environment` properties before its body runs, so a ForEach row built
  /// later still sees the environment the view sits in, not the root's.
  @Test func contentClosureSeesTheEnvironmentOfItsPlace() {
    let node = ResolveContext().resolve(SchemeRows().environment(\.colorScheme, .dark))
    // Purple in its dark variant (191, 90, 242), not orange.
    #expect(colors(node) == [RGBA(191, 90, 242), RGBA(191, 90, 242)], "\(colors(node))")
  }
}

/// Environment values iOS provides that style code reads, with an iPhone's values at rest.
@Suite struct SystemEnvironmentValueTests {
  @Test func restingValues() {
    var env = EnvironmentValues()
    #expect(env.defaultMinListRowHeight == 44)
    #expect(env.pixelLength == 1 / env.displayScale)
    env.displayScale = 3
    #expect(env.pixelLength == 1.0 / 3)
    env.displayScale = 0
    #expect(env.pixelLength == 1)
    #expect(env.backgroundProminence == .standard && env.headerProminence == .standard && env.badgeProminence == .standard)
    #expect(!env.isLuminanceReduced && !env.accessibilityVoiceOverEnabled && env.isHoverEffectEnabled)
    #expect(env.refresh == nil && env.keyboardShortcut == nil)
    #expect(env.scenePhase == .active)
  }
}
