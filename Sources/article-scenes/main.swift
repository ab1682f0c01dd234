print("article-scenes")
