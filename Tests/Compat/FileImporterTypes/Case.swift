import CompatSupport
import SpecimenUI

// Only the presenting row is drawn (no picker, no preview): "receipt.PNG" finds `public.png`, an
// image, so its chip is teal; "lease.pdf" is `com.adobe.pdf`, not an image, so its chip is orange.
public let compatCase = CompatCase("FileImporterTypes", width: 320, height: 50,
    probes: [.at(4, 25, "#30B0C7"), .at(315, 25, "#FFFFFF")]) {
    AttachmentsRow().frame(width: 320, height: 50, alignment: .leading)
}
