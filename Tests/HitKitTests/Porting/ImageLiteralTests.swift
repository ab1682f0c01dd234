import HitKit
import Testing

@Suite("Image literals")
struct ImageLiteralTests {
    @Test("An image literal compiles with import HitKit and gives the named image")
    func imageLiteralGivesNamedImage() {
        // swift-format-ignore: NoPlaygroundLiterals
        let image = #imageLiteral(resourceName: "star")
        #expect(type(of: image) == UIImage.self)
        #expect(image.name == "star")
        #expect(image.size == .zero)
    }

    @Test("An image literal fills a UIImage-typed parameter, as in UIKit code")
    @MainActor
    func imageLiteralAsArgument() {
        // swift-format-ignore: NoPlaygroundLiterals
        let imageView = UIImageView(image: #imageLiteral(resourceName: "background"))
        #expect(imageView.image?.name == "background")
    }
}
