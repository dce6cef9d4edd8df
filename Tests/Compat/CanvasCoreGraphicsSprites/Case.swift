import CompatSupport
import SpecimenUI

// - the tag (x 10…70, y 10…40, corners 8): green at its centre (40, 25), white just outside a rounded corner (11, 11);
// - the sprite at (110, 40), 40 × 10 turned upright: dark above its centre (110, 25), white beside it (120, 40);
// - the strip (x 150…230, y 20…40) half filled through the clip: red at (170, 30), grey at (210, 30).
public let compatCase = CompatCase("CanvasCoreGraphicsSprites", width: 240, height: 80,
    probes: [.at(40, 25, "#1A994D"), .at(11, 11, "#FFFFFF"),
             .at(110, 25, "#1A1A1A"), .at(120, 40, "#FFFFFF"),
             .at(170, 30, "#E6331A"), .at(210, 30, "#D9D9D9")]) {
    SpriteFieldCard()
        .frame(width: 240, height: 80, alignment: .topLeading)
}
