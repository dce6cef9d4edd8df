import Foundation
import SpecimenLayout
import SpecimenUI
import Testing
@testable import Specimen

/// The placed tree as "type x y w h" lines, depth first.
private func dump(_ node: PlacedNode, _ depth: Int = 0) -> [String] {
  let f = node.frame
  return ["\(String(repeating: " ", count: depth))\(node.node.type) \(f.minX) \(f.minY) \(f.width) \(f.height)"]
    + node.children.flatMap { dump($0, depth + 1) }
}

@Suite struct LayoutNeutralityTests {
  /// Every draw-nothing shim leaves the placed tree exactly as without it.
  @Test func shimsAddNoNodes() {
    let plain = HStack { Text("A"); Color.red.frame(width: 20, height: 20) }.padding(4)
    let decorated = HStack {
      Text("A")
        .accessibilityLabel("Letter")
        .accessibilityValue(Text("a"))
        .accessibilityHint("hint")
        .accessibilityHidden(false)
        .accessibilityAddTraits(.isHeader)
      Color.red.frame(width: 20, height: 20)
        .onTapGesture {}
        .gesture(DragGesture(minimumDistance: 1).onChanged { _ in }.onEnded { _ in })
        .simultaneousGesture(TapGesture(count: 2))
        .highPriorityGesture(LongPressGesture())
        .onLongPressGesture {}
        .contentShape(Rectangle())
        .hoverEffect(.lift)
        .animation(.easeInOut, value: 1)
        .transition(.opacity)
        .onChange(of: 1) { _ in }
        .onChange(of: 1) { _, _ in }
        .onAppear {}
        .onDisappear {}
        .task {}
    }
    .padding(4)
    .accessibilityElement(children: .combine)
    .accessibilityAdjustableAction { _ in }
    .labelsHidden()
    .previewLayout(.fixed(width: 100, height: 400))
    let proposal = ProposedViewSize(width: 200, height: nil)
    #expect(dump(ViewRenderer().place(decorated, in: proposal)) == dump(ViewRenderer().place(plain, in: proposal)))
  }

  /// VoiceOver's actions and speech settings compile as SwiftUI spells them and change nothing placed or drawn.
  @Test func accessibilityActionsAndSpeechChangeNothing() throws {
    @Namespace var namespace
    let plain = HStack { Text("Play") + Text("list"); Color.red.frame(width: 20, height: 20) }.padding(4)
    let decorated = HStack {
      Text("Play").speechAlwaysIncludesPunctuation().speechSpellsOutCharacters(false) + Text("list").speechAdjustedPitch(0.4)
        .speechAnnouncementsQueued()
      Color.red.frame(width: 20, height: 20)
        .accessibilityAction {}
        .accessibilityAction(.magicTap) {}
        .accessibilityAction(.escape) {}
        .accessibilityAction(AccessibilityActionKind(named: Text("Share"))) {}
        .accessibilityAction(named: Text("Delete")) {}
        .accessibilityAction(named: "Archive") {}
        .accessibilityAction(named: String("Pin")) {}
        .accessibilityAction { } label: { Label("Flag", systemImage: "flag") }
        .accessibilityActions { Button("Reply") {}; Button("Forward") {} }
        .accessibilityScrollAction { _ in }
        .accessibilityZoomAction { action in _ = action.direction == .zoomIn }
        .accessibilityDirectTouch(options: [.silentOnTouch, .requiresActivation])
        .accessibilityLinkedGroup(id: "row", in: namespace)
        .speechAlwaysIncludesPunctuation()
    }
    .padding(4)
    let proposal = ProposedViewSize(width: 200, height: nil)
    #expect(dump(ViewRenderer().place(decorated, in: proposal)) == dump(ViewRenderer().place(plain, in: proposal)))
    #expect(try ViewRenderer(scale: 2).png(decorated, in: proposal) == ViewRenderer(scale: 2).png(plain, in: proposal))
  }

  /// iOS 17's `animation(_:body:)` applies its body's modifiers to the view, as at rest; the other iOS 17 spellings
  /// found missing with it (typeset language, allowed dynamic range, deferred system gestures) change nothing.
  @Test func scopedAnimationBodyAppliesItsModifiers() throws {
    let proposal = ProposedViewSize(width: 200, height: nil)
    let scoped = Color.red.frame(width: 20, height: 20).animation(.bouncy) { $0.padding(6).opacity(0.5) }
    let plain = Color.red.frame(width: 20, height: 20).padding(6).opacity(0.5)
    #expect(ViewRenderer().place(scoped, in: proposal).frame.size == CGSize(width: 32, height: 32))
    #expect(try ViewRenderer(scale: 2).png(scoped, in: proposal) == ViewRenderer(scale: 2).png(plain, in: proposal))
    let text = Text("Über").typesetLanguage(.init(identifier: "de")) + Text("all")
    let decorated = VStack { text; Image(systemName: "star").allowedDynamicRange(.high) }
      .typesetLanguage(.init(identifier: "en")).allowedDynamicRange(.constrainedHigh).defersSystemGestures(on: .bottom)
    let bare = VStack { Text("Über") + Text("all"); Image(systemName: "star") }
    #expect(try ViewRenderer(scale: 2).png(decorated, in: proposal) == ViewRenderer(scale: 2).png(bare, in: proposal))
  }

  @Test func labelsHiddenSetsTheVisibility() {
    struct Probe: View {
      @Environment(\.labelsVisibility) var visibility
      var body: some View { Text(visibility == .hidden ? "hidden" : "shown") }
    }
    func string(_ node: ResolvedNode) -> String? {
      if case .text(let t) = node.kind { return t.string }
      return node.children.lazy.compactMap(string).first
    }
    #expect(string(ResolveContext().resolve(Probe())) == "shown")
    #expect(string(ResolveContext().resolve(Probe().labelsHidden())) == "hidden")
    #expect(string(ResolveContext().resolve(Probe().labelsVisibility(.hidden).labelsVisibility(.visible))) == "hidden")
  }
}
